/** `drafts`: the organisation's editor drafts, for its staff (the declaration scopes teachers and admins). */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { changedRows, iso, type TableReader } from './table';

export const draftsTable: TableReader = {
  name: 'drafts',
  put: (db, ctx) => selectRows(db, sql`
    select d.id, d.kind, d.entity_id as "entityId", d.base_version as "baseVersion", d.fields, ${iso(sql`d.updated_at`)} as "updatedAt"
    from drafts d
    where ${ctx.inScope({ organisation: sql`d.organisation_id` })} and d.sync_version > ${ctx.since}`),
  changed: changedRows('drafts', 'organisation'),
};
