/**
 * Sync bookkeeping for pull (DESIGN §2.6): per-organisation scope and prune marks, tombstones of
 * deleted rows, and per-user scope versions (an access change forces a client's next pull to reset).
 * Versions are the ids of the writing transactions; the triggers that fill these tables are
 * `sync_row()` and the scope functions (migrations 0002, 0009).
 */
import { bigint, bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { organisationId } from './columns';
import { users } from './users';

/** One row per organisation, written only by organisation-wide access changes and tombstone pruning. */
export const syncVersions = pgTable('sync_versions', {
  organisationId: text('organisation_id').primaryKey(),
  /** The version of the last organisation-wide access change (a course published, hidden, or its mode changed). */
  scopeVersion: bigint('scope_version', { mode: 'number' }).notNull().default(0),
  /** Tombstones below this version were pruned: an older cursor must reset. */
  prunedBelow: bigint('pruned_below', { mode: 'number' }).notNull().default(0),
});

/** A deleted row, by the table and id the client knows it under; `userId` set for per-user rows. */
export const syncTombstones = pgTable(
  'sync_tombstones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: organisationId(),
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    userId: text('user_id'),
  },
  (t) => [index('sync_tombstones_org_version_idx').on(t.organisationId, t.version)],
);

/** The version of the last change to what one user may see (access, enrolment, batch, role). */
export const syncUserScopes = pgTable('sync_user_scopes', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  organisationId: organisationId(),
  scopeVersion: bigint('scope_version', { mode: 'number' }).notNull(),
});
