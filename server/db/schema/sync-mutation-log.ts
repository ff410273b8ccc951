/**
 * The append-only audit of pushed mutations: one row per applied or rejected (client, mutation),
 * written in the push transaction. Its index is deliberately not unique, so a bug that applied a
 * mutation twice would show as two rows instead of being hidden by a constraint.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './columns';

export const syncMutationLog = pgTable(
  'sync_mutation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organisationId: organisationId(),
    clientId: text('client_id').notNull(),
    mutationId: integer('mutation_id').notNull(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** `applied` or `rejected`. */
    status: text('status').notNull(),
    reason: text('reason'),
    /** The refusal's code and params (contract/refusals.ts), when it has one. */
    code: text('code'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_mutation_log_client_mutation_idx').on(t.clientId, t.mutationId), index('sync_mutation_log_user_idx').on(t.userId)],
);
