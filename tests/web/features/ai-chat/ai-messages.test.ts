// The local AI messages: today's document replaces what the server knows but keeps queued and refused
// questions; earlier days never land in today; a refused ai.ask is rolled back to failed.
import { beforeEach, expect, test } from 'vitest';
import type { AiChatMessage } from '@contract/api';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { rollbackFor } from '@/data/sync/rollbacks';
import { refusedQuestionIds, saveDayDocument, saveEarlierMessages } from '@/features/ai-chat/data/ai-messages';
import { askTutor, retryQuestion } from '@/features/ai-chat/data/ask-tutor';

const day = '2026-11-22';
const msg = (id: string, seconds: number, sender = 'user'): AiChatMessage => ({ id, sender, message: { body: id, type: 'text', timestamp: { seconds, nanoseconds: 0 } } });

beforeEach(() => clearLocalUserData());

test('the day document replaces served rows and keeps a question still queued', async () => {
  const queued = await askTutor('still offline', day, new Date('2026-11-22T10:00:00'));
  await db.aiMessages.put({ ...msg('stale', 1), day });
  await saveDayDocument(day, [msg('served', 2)]);
  const rows = await db.aiMessages.where('day').equals(day).toArray();
  expect(rows.map((r) => r.id).sort()).toEqual([queued, 'served'].sort());
  expect(rows.find((r) => r.id === queued)).toMatchObject({ pending: true });
  await saveDayDocument(day, [msg('served', 2), { ...msg(queued, 3) }]);
  expect(await db.aiMessages.get(queued)).not.toHaveProperty('pending');
});

test('a refused ai.ask shows the question as failed', async () => {
  const id = await askTutor('one too many', day);
  const [row] = await db.outbox.toArray();
  await db.transaction('rw', [db.aiMessages], () => rollbackFor('ai.ask')!.undo(row!.args as never));
  expect(await db.aiMessages.get(id)).toMatchObject({ error: true, pending: false });
});

test('earlier messages are stored under an earlier day, even when their clock says today', async () => {
  const noon = Math.floor(new Date(`${day}T12:00:00`).getTime() / 1000);
  await saveEarlierMessages([msg('two-days-ago', noon - 2 * 86_400), msg('odd-clock', noon)], day);
  expect((await db.aiMessages.get('two-days-ago'))?.day).toBe('2026-11-20');
  expect((await db.aiMessages.get('odd-clock'))?.day).toBe('2026-11-21');
});

test('a question refused while no rollback ran (service worker) shows as failed; its retry replaces the refused intent', async () => {
  const id = await askTutor('refused in the worker', day);
  await db.outbox.toCollection().modify({ status: 'failed', error: 'No credit left today.' });
  expect(await refusedQuestionIds()).toEqual(new Set([id]));
  await retryQuestion((await db.aiMessages.get(id))!);
  const outbox = await db.outbox.toArray();
  expect(outbox).toEqual([expect.objectContaining({ status: 'pending', args: expect.objectContaining({ messageId: id }) })]);
});
