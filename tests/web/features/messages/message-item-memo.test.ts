// A thread's items are memoised by what they show (issue 55 item 4): every live read of a thread
// makes new message objects, and equal ones must not re-render; a changed one must.
import { expect, test } from 'vitest';
import { sameMessage } from '@/features/messages/components/message-item';
import type { ChatMessage } from '@/features/messages/data/messages';
import { messageRow } from '../../support/rows';

const message = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  ...messageRow({ id: 'm1', roomId: 'r1', senderId: 'u-a', senderName: 'Priya', body: 'Hello', sentAt: '2026-11-22T10:01:00.000Z' }),
  status: 'sent',
  mine: false,
  ...over,
});

test('a new read of the same message is the same item', () => {
  expect(sameMessage(message(), message())).toBe(true);
});

test('a change of anything the item shows is a new item', () => {
  expect(sameMessage(message(), message({ status: 'failed', error: 'Refused' }))).toBe(false);
  expect(sameMessage(message({ status: 'pending' }), message({ status: 'sent' }))).toBe(false);
  expect(sameMessage(message(), message({ body: 'Hello again' }))).toBe(false);
  expect(sameMessage(message(), message({ senderName: 'Asha' }))).toBe(false);
  expect(sameMessage(message(), message({ mine: true }))).toBe(false);
  expect(sameMessage(message(), message({ id: 'm2' }))).toBe(false);
});
