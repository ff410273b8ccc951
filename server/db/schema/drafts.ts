/** Editors' drafts (issue 18): per-field values with the time each was saved; id `<kind>:<entityId>`. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DraftField, DraftKind } from '../../../contract/drafts';
import { organisationId, syncVersion } from './columns';
import { users } from './users';

export const drafts = pgTable(
  'drafts',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    kind: text('kind').$type<DraftKind>().notNull(),
    entityId: text('entity_id').notNull(),
    baseVersion: integer('base_version'),
    fields: jsonb('fields').$type<Record<string, DraftField>>().notNull().default({}),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    syncVersion: syncVersion(),
  },
  (t) => [index('drafts_org_sync_idx').on(t.organisationId, t.syncVersion)],
);
