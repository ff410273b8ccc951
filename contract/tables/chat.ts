/** Chat tables: the caller's rooms and conversations, and the messages they may read (every role chats). */
import { conversationRowSchema, messageRowSchema, roomRowSchema } from '../chat';
import { defineTable } from './table';

const own = { learner: 'own', teacher: 'own', admin: 'own' } as const;

export const roomsTable = defineTable({ name: 'rooms', row: roomRowSchema, indexes: [], scope: own });
export const conversationsTable = defineTable({ name: 'conversations', row: conversationRowSchema, indexes: [], scope: own });
export const messagesTable = defineTable({
  name: 'messages',
  row: messageRowSchema,
  // Ordered within a room or conversation (Dexie version 7).
  indexes: ['roomId', 'conversationId', 'sentAt', '[roomId+sentAt]', '[conversationId+sentAt]'],
  scope: own,
});
