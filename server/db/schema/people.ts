/**
 * Invitations and bulk imports (issue 17, items 1 and 3). An invitation lets the first sign-in of
 * its email join the organisation with its role (and batch); an import keeps what it changed so
 * it can be undone as one step.
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { batches } from './batches';
import { createdAt, organisationId } from './columns';
import { roleEnum } from './users';

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    /** Lower-cased. */
    email: text('email').notNull(),
    displayName: text('display_name'),
    role: roleEnum('role').notNull().default('learner'),
    batchId: text('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    invitedBy: text('invited_by'),
    acceptedUserId: text('accepted_user_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invitations_org_email_key').on(t.organisationId, t.email)],
);

export const peopleImports = pgTable(
  'people_imports',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    actorId: text('actor_id'),
    /** `applied` or `undone`. */
    status: text('status').notNull(),
    /** Counts shown to the admin (`ImportSummary`). */
    summary: jsonb('summary').notNull(),
    /** What undo restores (`ImportUndo`). */
    undo: jsonb('undo').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('people_imports_org_idx').on(t.organisationId)],
);
