/** AI tutor chat messages per user per day (`day` is the client's `YYYY-MM-DD` collection). */
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisationId } from './columns';
import { users } from './users';

export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    /** `user` for the learner's own messages, `assistant` for the tutor's answers. */
    sender: text('sender').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull().default('text'),
    /** A failed message; it does not use a daily credit (SPEC §9). */
    error: boolean('error').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ai_chat_messages_user_day_idx').on(t.userId, t.day, t.sentAt)],
);
