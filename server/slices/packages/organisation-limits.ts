/**
 * Package limits per organisation (issue 51 item 5): `organisation_package_limits` holds an
 * organisation's own largest package and most packages; a null (or no row) takes the server's
 * PACKAGE_MAX_BYTES / PACKAGES_PER_ORGANISATION. An upload is checked against the effective ones.
 * An admin sets them with the intent `packageLimits.set`; its admins receive the row as the synced
 * table `packageLimits` (contract/admin.ts).
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import type { PackageLimits } from '../../../contract/xapi';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { adminCoursesPolicy } from '../admin-courses/policy';
import { assertMay } from '../../auth/policy';

/** The organisation's own limits (nulls where it has none). */
export async function ownPackageLimits(db: Database, organisationId: string): Promise<PackageLimits> {
  const [row] = await selectRows<PackageLimits>(db, sql`
    select max_bytes as "maxBytes", max_count as "maxCount" from organisation_package_limits where organisation_id = ${organisationId}`);
  return row ?? { maxBytes: null, maxCount: null };
}

/** The limits an upload of the organisation is checked against. */
export async function effectivePackageLimits(db: Database, organisationId: string, server: { maxBytes: number; maxCount: number }): Promise<{ maxBytes: number; maxCount: number }> {
  const own = await ownPackageLimits(db, organisationId);
  return { maxBytes: own.maxBytes ?? server.maxBytes, maxCount: own.maxCount ?? server.maxCount };
}

/** `packageLimits.set`: an admin sets their organisation's own limits, null: the server's (the later write wins; `from` is the client's, for its rollback). */
export async function setOwnPackageLimits(db: Database, caller: Caller, { maxBytes, maxCount }: IntentArgs<'packageLimits.set'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'packageLimits.set', {});
  await db.execute(sql`
    insert into organisation_package_limits (organisation_id, max_bytes, max_count) values (${caller.organisationId}, ${maxBytes}, ${maxCount})
    on conflict (organisation_id) do update set max_bytes = excluded.max_bytes, max_count = excluded.max_count`);
}
