/**
 * No refusal of a whole batch stops a device (issue 49, item 1): the PWA's real drain against the
 * real app. Writes valid by the contract but heavy (260 chat messages of 4,000 characters; one quiz
 * answered with 500 answers of 2,000 characters) arrive, each exactly once, in pushes the server
 * takes; a write the server cannot take at all (too large, or a name it no longer accepts) is isolated
 * and refused with a reason the learner reads, and every other write arrives once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_BATCH_BYTES } from '../../contract/wire';
import { selectRows } from '../../server/db/rows';
import { db } from '../../src/data/db';
import { drainOutbox } from '../../src/data/sync/drain';
import { enqueue } from '../../src/data/sync/outbox';
import { getClientId } from '../../src/data/sync/sync-state';
import { newDevice, transportOf, switchToDevice } from './support/device';
import { progressArgs } from './support/sync';
import { createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

const minute = 60_000;
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ limits: UNTHROTTLED });
  token = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

const message = (i: number) => ({ messageId: randomUUID(), roomId: 'r5-general', body: `${i} `.padEnd(4000, 'x'), sentAt: new Date().toISOString() });

/** The mutations the server processed for `clientId`, as (id, status) in id order. */
async function processed(clientId: string) {
  return selectRows<{ mutationId: number; name: string; status: string; count: number }>(server.db, sql`
    select mutation_id as "mutationId", name, status, count(*)::int as count from sync_mutation_log
    where client_id = ${clientId} group by mutation_id, name, status order by mutation_id`);
}

async function messagesStored(ids: string[]) {
  const rows = await selectRows<{ id: string }>(server.db, sql`select id from messages where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return rows.map((row) => row.id).sort();
}

describe('heavy batches written offline', () => {
  it('260 messages of 4,000 characters arrive once each, in pushes below the body limit', async () => {
    const device = newDevice(token);
    await switchToDevice(device);
    const sent = Array.from({ length: 260 }, (_, i) => message(i));
    for (const args of sent) await enqueue('message.send', args);
    expect(await drainOutbox(transportOf(server, device))).toEqual({ kind: 'empty', sent: 260 });
    expect(device.pushes.every((p) => p.status === 200 && p.bytes <= PUSH_BATCH_BYTES + 1024)).toBe(true);
    expect(device.pushes.length).toBeGreaterThan(1);
    const log = await processed(await getClientId());
    expect(log.map((row) => [row.mutationId, row.status, row.count])).toEqual(sent.map((_, i) => [i + 1, 'applied', 1]));
    expect(await messagesStored(sent.map((m) => m.messageId))).toEqual(sent.map((m) => m.messageId).sort());
    expect(await db.outbox.count()).toBe(0);
  });

  it('one quiz.submit of 500 answers of 2,000 characters (3 MB) goes alone and is processed once, between small writes', async () => {
    const device = newDevice(token);
    await switchToDevice(device);
    const at = new Date(Date.now() - minute).toISOString();
    // The largest the contract allows but for escapes: 128-character ids, 2,000 characters of 3 bytes each (3 MB).
    const answers = Array.from({ length: 500 }, (_, i) => ({ qstnId: `c5-spreadsheets-quiz-q${i}-`.padEnd(128, 'q'), answer: '€'.repeat(2000) }));
    await enqueue('progress.set', progressArgs({ section: 0, progress: 10 }));
    await enqueue('quiz.submit', { attemptId: randomUUID(), quizId: 'c5-spreadsheets-quiz', answers, startedAt: at, submittedAt: at });
    await enqueue('progress.set', progressArgs({ section: 1, progress: 20 }));
    expect(await drainOutbox(transportOf(server, device))).toEqual({ kind: 'empty', sent: 3 });
    const quizPush = device.pushes.find((p) => p.bytes > 3_000_000);
    expect(quizPush).toMatchObject({ mutations: 1, status: 200 });
    const log = await processed(await getClientId());
    expect(log.map((row) => [row.mutationId, row.name, row.count])).toEqual([[1, 'progress.set', 1], [2, 'quiz.submit', 1], [3, 'progress.set', 1]]);
    expect(log.every((row) => row.status === 'applied')).toBe(true);
  });

  it('a write the server cannot take is refused alone, with a reason; every other write arrives once', async () => {
    const device = newDevice(token);
    await switchToDevice(device);
    const before = Array.from({ length: 40 }, (_, i) => message(i));
    const after = Array.from({ length: 40 }, (_, i) => message(100 + i));
    for (const args of before) await enqueue('message.send', args);
    // Queued unchecked, as a device whose contract chunk could not load would (outbox.ts), or an
    // older contract: one too large for any push, one whose name the server's envelope refuses.
    const next = async () => ((await db.outbox.orderBy('mutationId').last())?.mutationId ?? 0) + 1;
    const createdAt = new Date().toISOString();
    await db.outbox.add({ mutationId: await next(), name: 'message.send', args: { ...message(50), body: 'y'.repeat(5_000_000) }, status: 'pending', createdAt });
    await db.outbox.add({ mutationId: await next(), name: `x${'-'.repeat(80)}` as 'message.send', args: message(51), status: 'pending', createdAt });
    for (const args of after) await enqueue('message.send', args);

    const outcome = await drainOutbox(transportOf(server, device));
    expect(outcome).toEqual({ kind: 'empty', sent: 82 });
    const refused = await db.outbox.toArray();
    expect(refused.map((row) => [row.status, row.error])).toEqual([
      ['failed', 'This change is too large for the server to accept.'],
      ['failed', expect.stringMatching(/^The server refused this change: /)],
    ]);
    expect(device.pushes.filter((p) => p.status === 413).length).toBeGreaterThan(0);
    expect(device.pushes.filter((p) => p.status === 400).length).toBeGreaterThan(0);
    // The writes after the refused ones took the next ids: the server saw no gap, and no id twice.
    const log = await processed(await getClientId());
    expect(log.map((row) => [row.mutationId, row.status, row.count])).toEqual([...before, ...after].map((_, i) => [i + 1, 'applied', 1]));
    const ids = [...before, ...after].map((m) => m.messageId);
    expect(await messagesStored(ids)).toEqual(ids.sort());
  });
});
