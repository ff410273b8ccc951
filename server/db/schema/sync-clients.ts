/** Sync clients: one per local database, with the last mutation id applied (DESIGN §2.3). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, organisationId, updatedAt } from './columns';
import { users } from './users';

export const syncClients = pgTable(
  'sync_clients',
  {
    /** The client's UUID. */
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    lastMutationId: integer('last_mutation_id').notNull().default(0),
    /** When the client last pulled (at most once a minute is recorded): a teacher's 'as of' for a learner's device. */
    lastPulledAt: timestamp('last_pulled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sync_clients_user_idx').on(t.userId)],
);
