/** Organisations (tenants). Every other row carries one; ids are numeric strings ('5'). */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const organisations = pgTable('organisations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Whether a first sign-in of an unknown Firebase user creates a learner here. */
  selfSignUp: boolean('self_sign_up').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
