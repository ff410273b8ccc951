/** An admin's LTI platforms (issue 54): they add, list and remove them, each change audited. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LtiPlatformCreate, LtiPlatformRow } from '../../../contract/lti';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { ltiPlatforms } from '../../db/schema';
import { refuse } from '../../http/problem';
import type { Platform } from '../../lti/platforms';
import { recordAudit } from '../../db/audit';

const toRow = (p: Platform): LtiPlatformRow => ({
  id: p.id, name: p.name, issuer: p.issuer, clientId: p.clientId, deploymentIds: p.deploymentIds,
  authLoginUrl: p.authLoginUrl, authTokenUrl: p.authTokenUrl, jwksUrl: p.jwksUrl, createdAt: p.createdAt.toISOString(),
});

/** The organisation's platforms, oldest first. */
export async function listPlatforms(db: Database, organisationId: string): Promise<LtiPlatformRow[]> {
  const rows = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.organisationId, organisationId)).orderBy(asc(ltiPlatforms.createdAt));
  return rows.map(toRow);
}

/** Registers a platform; 409 when this issuer and client id are registered already (here or in another organisation). */
export async function registerPlatform(db: Database, caller: Caller, input: LtiPlatformCreate): Promise<LtiPlatformRow> {
  const id = randomUUID();
  const deploymentIds = [...new Set(input.deploymentIds)];
  const row = await db.transaction(async (tx) => {
    const [made] = await tx.insert(ltiPlatforms).values({ ...input, deploymentIds, id, organisationId: caller.organisationId, createdBy: caller.id }).onConflictDoNothing().returning();
    if (!made) throw refuse(409, 'lti-platform-taken');
    await recordAudit(tx, caller, { action: 'ltiPlatform.register', subjectType: 'ltiPlatform', subjectId: id, before: null, after: { name: input.name, issuer: input.issuer, clientId: input.clientId } });
    return made;
  });
  return toRow(row);
}

/** Removes a platform of the caller's organisation (its links, users' links and queued scores go with it). */
export async function removePlatform(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(ltiPlatforms).where(and(eq(ltiPlatforms.id, id), eq(ltiPlatforms.organisationId, caller.organisationId))).returning({ name: ltiPlatforms.name });
    if (!gone) throw refuse(404, 'lti-platform-missing');
    await recordAudit(tx, caller, { action: 'ltiPlatform.remove', subjectType: 'ltiPlatform', subjectId: id, before: { name: gone.name }, after: null });
  });
}
