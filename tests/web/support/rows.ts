// Complete cached rows for tests, shaped as contract/sync.ts `syncTables` says the server sends them.
import type { CourseRow, MessageRow } from '@/data/db';

/** A course row with defaults for every field not given. */
export function courseRow(fields: Partial<CourseRow> & Pick<CourseRow, 'id' | 'title'>): CourseRow {
  return {
    summary: '',
    description: '',
    category: '',
    level: 'beginner',
    imageUrl: null,
    published: true,
    enrolmentMode: 'open',
    assigned: false,
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}

/** A chat message row with defaults (a room message of u5-learner) for every field not given. */
export function messageRow(fields: Partial<MessageRow> & Pick<MessageRow, 'id'>): MessageRow {
  return {
    roomId: 'r1',
    conversationId: null,
    senderId: 'u5-learner',
    senderName: 'Lena Learner',
    body: 'Hello',
    sentAt: '2026-11-22T10:00:00.000Z',
    ...fields,
  };
}
