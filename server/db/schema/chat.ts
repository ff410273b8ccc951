/** Chat: rooms with members, one-to-one or group conversations with members, and their messages. */
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, organisationId, syncVersion } from './columns';
import { batches } from './batches';
import { courses } from './courses';
import { users } from './users';

export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    courseId: text('course_id').references(() => courses.id, { onDelete: 'set null' }),
    batchId: text('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [index('chat_rooms_org_idx').on(t.organisationId), index('chat_rooms_batch_idx').on(t.batchId)],
);

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    roomId: text('room_id').notNull().references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [uniqueIndex('chat_room_members_room_user_key').on(t.roomId, t.userId), index('chat_room_members_user_idx').on(t.userId)],
);

export const conversations = pgTable('conversations', {
  id: text('id').primaryKey(),
  organisationId: organisationId(),
  title: text('title'),
  createdAt: createdAt(),
  syncVersion: syncVersion(),
});

export const conversationMembers = pgTable(
  'conversation_members',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    conversationId: text('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    syncVersion: syncVersion(),
  },
  (t) => [uniqueIndex('conversation_members_conv_user_key').on(t.conversationId, t.userId), index('conversation_members_user_idx').on(t.userId)],
);

/** A message in exactly one room or one conversation; its id is the client's UUID. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    organisationId: organisationId(),
    roomId: text('room_id').references(() => chatRooms.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    syncVersion: syncVersion(),
  },
  (t) => [
    index('messages_room_idx').on(t.roomId, t.sentAt),
    index('messages_conversation_idx').on(t.conversationId, t.sentAt),
    index('messages_org_version_idx').on(t.organisationId, t.syncVersion),
    check('messages_one_target', sql`(${t.roomId} is null) <> (${t.conversationId} is null)`),
  ],
);
