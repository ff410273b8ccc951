/**
 * A resource-link launch: what the link opens (its `target` custom parameter, or `?target=` on the
 * target link URI), remembered with the link's line item (where AGS scores go); a launched learner
 * is enrolled in the course, so their device pulls it and their attempts are accepted.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enrolments, ltiLinks } from '../db/schema';
import { refuse } from '../http/problem';
import { claims, type LaunchClaims } from './claims';
import type { LaunchUser } from './accounts';
import type { Platform } from './platforms';
import { resolveTarget, targetSchema, type Target } from './targets';

function targetRef(launch: LaunchClaims): string {
  const custom = launch[claims.custom]?.target;
  let fromUri: string | null = null;
  try {
    fromUri = launch[claims.targetLinkUri] ? new URL(launch[claims.targetLinkUri]!).searchParams.get('target') : null;
  } catch {
    fromUri = null;
  }
  const parsed = targetSchema.safeParse(typeof custom === 'string' ? custom : fromUri);
  if (!parsed.success) throw refuse(400, 'lti-link-unplaced');
  return parsed.data;
}

/** Records the link and enrols a learner; answers the target to open. */
export async function openResourceLink(db: Database, platform: Platform, launch: LaunchClaims, user: LaunchUser): Promise<Target> {
  const link = launch[claims.resourceLink];
  if (!link) throw refuse(400, 'lti-resource-link-missing');
  const target = await resolveTarget(db, platform.organisationId, targetRef(launch));
  const lineItemUrl = launch[claims.ags]?.lineitem ?? null;
  const values = {
    deploymentId: launch[claims.deploymentId], contextId: launch[claims.context]?.id ?? null,
    targetType: target.type, targetId: target.id, courseId: target.courseId, lineItemUrl, updatedAt: new Date(),
  };
  await db.insert(ltiLinks).values({ id: randomUUID(), organisationId: platform.organisationId, platformId: platform.id, resourceLinkId: link.id, ...values })
    .onConflictDoUpdate({ target: [ltiLinks.platformId, ltiLinks.resourceLinkId], set: values });
  if (user.role === 'learner') {
    await db.insert(enrolments).values({ id: randomUUID(), organisationId: platform.organisationId, courseId: target.courseId, userId: user.userId, status: 'active' })
      .onConflictDoUpdate({ target: [enrolments.courseId, enrolments.userId], set: { status: 'active' }, setWhere: sql`${enrolments.status} in ('requested', 'rejected')` });
  }
  return target;
}
