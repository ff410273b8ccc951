/** Editors' drafts (issue 18): the organisation's drafts, for its staff only. */
import { draftRowSchema } from '../drafts';
import { defineTable } from './table';

export const draftsTable = defineTable({
  name: 'drafts',
  row: draftRowSchema,
  indexes: ['kind', 'entityId'],
  scope: { teacher: 'organisation', admin: 'organisation' },
  // Read from `drafts` by the organisation alone (no reader of its own on the server).
  scopeFields: {},
});
