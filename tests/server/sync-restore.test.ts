/**
 * Restores and failovers (issue 49, item 2): the database is restored to an earlier dump while
 * devices keep writing. Each device (the PWA's real sync code) finds that the server lost writes it
 * had acknowledged, takes the server's count, sends what was waiting exactly once, refreshes its rows
 * from a full pull, and keeps the lost writes aside (offered to send again) instead of dropping them;
 * the server logs, per client, how many it lost. Sent again, they too arrive once.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { embeddedClient, MEMORY_DATA_DIR, openDatabase, type Database } from '../../server/db/client';
import { pgliteOptions } from '../../server/db/pglite';
import { selectRows } from '../../server/db/rows';
import * as schema from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/index';
import { db } from '../../src/data/db';
import { enqueue } from '../../src/data/sync/outbox';
import { getClientId } from '../../src/data/sync/sync-state';
import { retryWrite } from '../../src/data/sync/writes';
import { newDevice, switchToDevice, syncDevice, type TestDevice } from './support/device';
import { createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

const limits = UNTHROTTLED;
const logged: Record<string, unknown>[] = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) });
const closers: (() => Promise<void>)[] = [];
let devices: TestDevice[];

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Each device's messages, by device name, in the order written. */
const written = new Map<string, string[]>();

/** `count` chat messages written on `device` (offline: only queued). */
async function write(device: TestDevice, count: number): Promise<string[]> {
  await switchToDevice(device);
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const messageId of ids) await enqueue('message.send', { messageId, roomId: 'r5-general', body: `From ${device.name}`, sentAt: new Date().toISOString() });
  written.set(device.name, [...(written.get(device.name) ?? []), ...ids]);
  return ids;
}

async function serverOn(database: Database): Promise<TestServer> {
  const server = await createTestServer({ shareDatabaseOf: { db: database }, limits, logger });
  closers.push(() => server.close());
  return server;
}

/** How many times each of `ids` is stored, and the mutation log of `clientId` as (id, count) pairs. */
async function stored(server: TestServer, ids: string[], clientId: string) {
  const rows = await selectRows<{ id: string }>(server.db, sql`select id from messages where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const log = await selectRows<{ mutationId: number; count: number }>(server.db, sql`
    select mutation_id as "mutationId", count(*)::int as count from sync_mutation_log where client_id = ${clientId} group by mutation_id order by mutation_id`);
  return { messages: rows.map((row) => row.id).sort(), log: log.map((row) => [row.mutationId, row.count]) };
}

const ones = (count: number) => Array.from({ length: count }, (_, i) => [i + 1, 1]);

it('a restore to an earlier dump: every device syncs again, nothing doubled, the lost writes offered again', async () => {
  const original = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  closers.push(() => original.close());
  await seedDemoData(original.db);
  const before = await serverOn(original.db);
  // Signed in once the test server has made the emulator's accounts.
  const learner = await signIn('learner@demo.test');
  devices = [newDevice(learner, '5', 'phone'), newDevice(learner, '5', 'laptop'), newDevice(await signIn('admin@demo.test'), '5', 'office'), newDevice(learner, '5', 'tablet')];
  // The tablet writes nothing while the server is down: it learns of the loss from its pull.
  const waiting = (device: TestDevice) => (device.name === 'tablet' ? 0 : 3);
  for (const device of devices) {
    await write(device, 5);
    expect(await syncDevice(before, device)).toMatchObject({ kind: 'empty', sent: 5 });
  }
  // The backup, taken while the server runs.
  const dump = await embeddedClient(original.db)!.dumpDataDir('none');
  for (const device of devices) {
    await write(device, 10);
    expect(await syncDevice(before, device)).toMatchObject({ kind: 'empty', sent: 10 });
  }
  // The server goes down; the devices keep writing; it comes back from the dump.
  for (const device of devices) await write(device, waiting(device));
  const client = await PGlite.create({ ...pgliteOptions(), loadDataDir: dump });
  closers.push(() => client.close());
  const after = await serverOn(drizzle({ client, schema }) as unknown as Database);

  for (const device of devices) {
    expect(await syncDevice(after, device)).toMatchObject({ kind: 'empty', sent: waiting(device) });
    const ids = written.get(device.name)!;
    const kept = [...ids.slice(0, 5), ...ids.slice(15)];
    const clientId = await getClientId();
    // What waited went once, right after the server's count; the 10 lost ones wait for the learner.
    expect(await stored(after, ids, clientId)).toEqual({ messages: [...kept].sort(), log: ones(5 + waiting(device)) });
    const aside = await db.outbox.orderBy('seq').toArray();
    expect(aside.map((row) => [row.status, row.lost, (row.args as { messageId: string }).messageId])).toEqual(ids.slice(5, 15).map((id) => ['failed', true, id]));
    // The full pull replaced the device's rows with the server's: the lost messages are not shown as sent.
    expect((await db.messages.bulkGet(ids)).map((row) => row !== undefined)).toEqual(ids.map((id) => kept.includes(id)));
    const line = logged.find((entry) => entry.clientId === clientId);
    expect(line).toMatchObject({ lostWrites: 10, serverLast: 5, clientLast: 15, seenIn: waiting(device) > 0 ? 'push' : 'pull' });
  }

  // Sent again from the prompt: each arrives once, after the others.
  for (const device of devices) {
    await switchToDevice(device);
    for (const row of await db.outbox.toArray()) await retryWrite(row.seq!);
    expect(await syncDevice(after, device)).toMatchObject({ kind: 'empty', sent: 10 });
    const ids = written.get(device.name)!;
    expect(await stored(after, ids, await getClientId())).toEqual({ messages: [...ids].sort(), log: ones(15 + waiting(device)) });
    expect(await db.outbox.count()).toBe(0);
  }
});
