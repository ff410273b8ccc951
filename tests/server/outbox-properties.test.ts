/**
 * The outbox's invariants, property-based (issue 49, item 6): any interleaving of writes, refusals
 * (by the server, one write at a time; and of a whole batch, which the drain must split), crashes
 * (the answer lost, the drain stopped, the device's database closed and opened again: the engine
 * restarts from what it persisted) and resends ends, after one healthy sync, with every write applied
 * or refused exactly once. Against the real app and its push logic on PGlite, with the PWA's real
 * drain: each run is a fresh device, so every run starts from an empty outbox and a new client id.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../server/db/rows';
import { db } from '../../src/data/db';
import { drainOutbox } from '../../src/data/sync/drain';
import { enqueue } from '../../src/data/sync/outbox';
import { getClientId } from '../../src/data/sync/sync-state';
import { TransportFailure, type SyncTransport } from '../../src/data/sync/transport';
import { newDevice, switchToDevice, transportOf, type TestDevice } from './support/device';
import { createTestServer, signIn, UNTHROTTLED, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ limits: UNTHROTTLED });
  token = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

/** ok: applied; refused: the server rejects it alone (a room the learner is not in); unreadable: its batch is refused whole (400). */
type Kind = 'ok' | 'refused' | 'unreadable';
type Step =
  | { do: 'write'; kinds: Kind[] }
  | { do: 'sync' }
  /** The answer of push number `after` + 1 is lost, and the device stops there (closed, as if killed). */
  | { do: 'crash'; after: number }
  | { do: 'offline' };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ do: fc.constant('write' as const), kinds: fc.array(fc.constantFrom<Kind>('ok', 'ok', 'ok', 'refused', 'unreadable'), { minLength: 1, maxLength: 4 }) }) },
  { weight: 2, arbitrary: fc.constant({ do: 'sync' as const }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('crash' as const), after: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 1, arbitrary: fc.constant({ do: 'offline' as const }) },
);

/** A transport whose push number `after` + 1 reaches the server but whose answer never comes back. */
function losingAnswer(inner: SyncTransport, after: number): SyncTransport {
  let pushes = 0;
  return {
    pull: (query) => inner.pull(query),
    push: async (body) => {
      await inner.push(body).catch(() => undefined);
      if (pushes++ >= after) throw new TransportFailure('network', 'The connection dropped before the answer.');
      return inner.push(body);
    },
  };
}

const offline: SyncTransport = {
  push: () => Promise.reject(new TransportFailure('network', 'Failed to fetch')),
  pull: () => Promise.reject(new TransportFailure('network', 'Failed to fetch')),
};

interface Written { messageId: string; kind: Kind }

async function write(kinds: Kind[], written: Written[]): Promise<void> {
  for (const kind of kinds) {
    const messageId = randomUUID();
    const args = { messageId, roomId: kind === 'refused' ? 'r7-not-mine' : 'r5-general', body: `property ${kind}`, sentAt: new Date().toISOString() };
    if (kind === 'unreadable') {
      // Queued as a device with another contract would have (unchecked): the server's envelope refuses its name.
      const next = ((await db.outbox.orderBy('mutationId').reverse().filter((row) => row.status === 'pending').first())?.mutationId ?? 0) + 1;
      const acked = ((await db.syncState.get('lastMutationId'))?.value as number | undefined) ?? 0;
      await db.outbox.add({ mutationId: Math.max(next, acked + 1), name: `message.send.${'x'.repeat(80)}` as 'message.send', args, status: 'pending', createdAt: args.sentAt });
    } else await enqueue('message.send', args);
    written.push({ messageId, kind });
  }
}

async function run(device: TestDevice, steps: Step[]): Promise<void> {
  await switchToDevice(device);
  const written: Written[] = [];
  const real = transportOf(server, device);
  for (const next of steps) {
    if (next.do === 'write') await write(next.kinds, written);
    else if (next.do === 'sync') await drainOutbox(real);
    else if (next.do === 'offline') await drainOutbox(offline);
    else {
      await drainOutbox(losingAnswer(real, next.after));
      // Killed: the next drain starts from what the device's database holds.
      db.close();
      await switchToDevice(device);
    }
  }
  expect(await drainOutbox(real)).toMatchObject({ kind: 'empty' });
  await checkExactlyOnce(written);
}

async function checkExactlyOnce(written: Written[]): Promise<void> {
  const clientId = await getClientId();
  const log = await selectRows<{ mutationId: number; status: string; count: number }>(server.db, sql`
    select mutation_id as "mutationId", status, count(*)::int as count from sync_mutation_log where client_id = ${clientId} group by mutation_id, status order by mutation_id`);
  const sentToServer = written.filter((w) => w.kind !== 'unreadable');
  // Every write the server could read was processed once, under consecutive ids, in the order written.
  expect(log.map((row) => [row.mutationId, row.status, row.count])).toEqual(sentToServer.map((w, i) => [i + 1, w.kind === 'ok' ? 'applied' : 'rejected', 1]));
  const ids = written.map((w) => w.messageId);
  const stored = ids.length ? await selectRows<{ id: string }>(server.db, sql`select id from messages where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`) : [];
  expect(stored.map((row) => row.id).sort()).toEqual(written.filter((w) => w.kind === 'ok').map((w) => w.messageId).sort());
  // Nothing waits; every refused write (by the server, or alone after its batch was refused) shows as refused, once.
  const outbox = await db.outbox.toArray();
  expect(outbox.every((row) => row.status === 'failed' && row.error)).toBe(true);
  const refused = outbox.map((row) => (row.args as { messageId: string }).messageId).sort();
  expect(refused).toEqual(written.filter((w) => w.kind !== 'ok').map((w) => w.messageId).sort());
}

it('any interleaving of writes, refusals, crashes and resends ends with each write applied or refused exactly once', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
      await run(newDevice(token), steps);
    }),
    { numRuns: 50, verbose: 1 },
  );
}, 900_000);
