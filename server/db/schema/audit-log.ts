/**
 * The audit log of admin changes (issue 17): who changed what and when, with the subject's state
 * before and after. Written by `recordAudit` (server/db/audit.ts) in the transaction of the
 * change it records, so a change that rolls back leaves no audit row and none is ever missing.
 */
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    /** The users row of the admin who made the change (kept as text: the actor may later be removed). */
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** What was done, as `subject.verb`: `batch.create`, `person.role`, `import.apply`, … */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The person the change concerns, for the per-person view. */
    userId: text('user_id'),
    /** The batch the change concerns, for the per-batch view. */
    batchId: text('batch_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_org_user_idx').on(t.organisationId, t.userId, t.at),
    index('audit_log_org_batch_idx').on(t.organisationId, t.batchId, t.at),
    index('audit_log_org_subject_idx').on(t.organisationId, t.subjectType, t.subjectId),
  ],
);
