/** `drafts`: the organisation's editor drafts, for its staff (the declaration scopes teachers and admins). */
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/rows';
import { changedRows, iso, ownTombstones, type PullTable } from './table';

export const draftsTable: PullTable = {
  name: 'drafts',
  put: (db, { caller, since }) => selectRows(db, sql`
    select d.id, d.kind, d.entity_id as "entityId", d.base_version as "baseVersion", d.fields, ${iso(sql`d.updated_at`)} as "updatedAt"
    from drafts d
    where d.organisation_id = ${caller.organisationId} and d.sync_version > ${since}`),
  changed: changedRows('drafts', 'organisation'),
  del: ownTombstones('drafts'),
};
