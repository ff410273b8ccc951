/** Organisation settings and members, as an admin manages them. */
import { asc, eq } from 'drizzle-orm';
import type { OrganisationSettings, UserSummary } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { organisations, users } from '../../db/schema';
import { recordAudit } from '../../db/audit';

/** The caller's organisation settings. */
export async function getOrganisation(db: Database, caller: Caller): Promise<OrganisationSettings> {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.name, selfSignUp: organisations.selfSignUp })
    .from(organisations)
    .where(eq(organisations.id, caller.organisationId));
  return row!;
}

/** Changes the name or the self sign-up setting of the caller's organisation. */
export async function updateOrganisation(
  db: Database,
  caller: Caller,
  patch: { name?: string; selfSignUp?: boolean },
): Promise<OrganisationSettings> {
  if (patch.name !== undefined || patch.selfSignUp !== undefined) {
    await db.transaction(async (tx) => {
      const before = await getOrganisation(tx, caller);
      await tx.update(organisations).set(patch).where(eq(organisations.id, caller.organisationId));
      await recordAudit(tx, caller, { action: 'organisation.update', subjectType: 'organisation', subjectId: caller.organisationId, before, after: { ...before, ...patch } });
    });
  }
  return getOrganisation(db, caller);
}

/** Every user of the caller's organisation. */
export function listUsers(db: Database, caller: Caller): Promise<UserSummary[]> {
  return db
    .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role })
    .from(users)
    .where(eq(users.organisationId, caller.organisationId))
    .orderBy(asc(users.email));
}
