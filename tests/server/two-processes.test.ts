/**
 * Two real API processes (separate node processes, separate connection pools) on one throwaway
 * PostgreSQL (issue 49): the user and organisation write limits hold in total across both, and a
 * kill -9 of one in the middle of a push loses and doubles nothing of 1,000 writes from 5 devices
 * retrying as the sync engine does. Runs once per `npm test`: in the main run, with a PostgreSQL
 * of its own; the server suite's second run (on DATABASE_URL) skips it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPostgresBin, startPostgres, type PostgresServer } from '../../scripts/postgres-server';
import { openDatabase } from '../../server/db/client';
import { ensureEmulatorAccounts } from '../../server/seed/firebase-accounts';
import { demoAccounts, seedDemoData } from '../../server/seed/index';
import { startApiProcess, stopApiProcess, type ApiProcess } from './support/api-process';
import { runDevices, type Device, type Slot } from './support/push-devices';
import { DEMO_ORG, OTHER_ORG, signIn } from './support/test-server';

const skipReason = !findPostgresBin()
  ? 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): the two-process test is skipped (apt-get install postgresql).'
  : process.env.DATABASE_URL
    ? 'The two-process test starts its own PostgreSQL and runs in the main vitest run; skipped on DATABASE_URL.'
    : undefined;
if (skipReason) console.log(skipReason);

/** Write requests per user and per organisation in a window (THROTTLE_*): low enough to reach, high enough for the kill test. */
const USER_WRITES = 20;
const ORG_WRITES = 50;
const settings = {
  THROTTLE_WINDOW_SECONDS: '60', THROTTLE_USER_WRITES: String(USER_WRITES), THROTTLE_ORG_WRITES: String(ORG_WRITES),
  // Chat messages are not what this test limits: the kill test sends 1,000 of them.
  THROTTLE_USER_MESSAGES: '1000000', THROTTLE_ORG_MESSAGES: '1000000',
};

let postgres: PostgresServer;
let env: NodeJS.ProcessEnv;
const apis: ApiProcess[] = [];
const slots: Slot[] = [];

beforeAll(async () => {
  if (skipReason) return;
  postgres = await startPostgres();
  // Migrated and seeded once here, so the two processes start together (SEED=none) without racing the seed.
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' });
  await seedDemoData(database.db);
  await database.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authEmulatorHost');
  await ensureEmulatorAccounts(inject('firebaseProjectId'), demoAccounts);
  env = {
    ...settings, DATABASE_URL: postgres.url, SEED: 'none', NODE_ENV: 'test',
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'), FIREBASE_PROJECT_ID: inject('firebaseProjectId'),
  };
  apis.push(startApiProcess(env), startApiProcess(env));
  for (const api of apis) slots.push({ url: await api.url, inFlight: new Set() });
});
afterAll(async () => {
  await Promise.all(apis.map((api) => stopApiProcess(api)));
  await postgres?.stop();
});

/** One `message.send` push of `token`'s new message to `room`, on process `slot`; the answer's status. */
async function sendOne(slot: Slot, token: string, org: string, room: string): Promise<number> {
  const mutation = { id: 1, name: 'message.send', args: { messageId: randomUUID(), roomId: room, body: 'throttle', sentAt: new Date().toISOString() } };
  const res = await fetch(`${slot.url}/api/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-organisation-id': org, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: randomUUID(), mutations: [mutation] }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe.skipIf(Boolean(skipReason))('two API processes on one PostgreSQL', () => {
  it('hold the user write limit in total: the 21st write of a user is refused, whichever process gets it', { timeout: 240_000 }, async () => {
    const learner = await signIn('learner@demo.test');
    const statuses: number[] = [];
    for (let i = 0; i < USER_WRITES + 2; i += 1) statuses.push(await sendOne(slots[i % 2]!, learner, DEMO_ORG, 'r5-general'));
    expect(statuses).toEqual([...Array<number>(USER_WRITES).fill(200), 429, 429]);
  });

  it('hold the organisation write limit in total across users and processes', { timeout: 240_000 }, async () => {
    const people = await Promise.all(['teacher@other.test', 'admin@other.test', 'learner@other.test'].map((email) => signIn(email)));
    const statuses: number[] = [];
    // Three users (17 writes each, under their own limit of 20) take turns on alternating processes.
    for (let i = 0; i < ORG_WRITES + 2; i += 1) statuses.push(await sendOne(slots[i % 2]!, people[i % 3]!, OTHER_ORG, 'r7-common-room'));
    expect(statuses).toEqual([...Array<number>(ORG_WRITES).fill(200), 429, 429]);
  });

  it('loses and doubles nothing of 1,000 writes from 5 devices when one process is killed (SIGKILL) mid-push', { timeout: 240_000 }, async () => {
    const [teacher, admin] = await Promise.all([signIn('teacher@demo.test'), signIn('admin@demo.test')]);
    const devices: Device[] = [teacher, teacher, teacher, admin, admin].map((token, index) => ({
      clientId: randomUUID(),
      token,
      organisationId: DEMO_ORG,
      mutations: Array.from({ length: 200 }, (_, i) => ({
        id: i + 1,
        name: 'message.send',
        args: { messageId: randomUUID(), roomId: 'r5-general', body: `kill-test ${index}-${i + 1}`, sentAt: new Date().toISOString() },
      })),
    }));
    const first = slots[0]!;
    const run = runDevices(devices, slots, {
      batchSize: 100,
      // Once 300 writes are in, kill the first process while a push to it has been under way 5 ms, then start it again.
      async interrupt(acknowledged) {
        if (acknowledged < 300 || !first.inFlight.size || performance.now() - Math.min(...first.inFlight) < 5) return false;
        apis[0]!.child.kill('SIGKILL');
        await apis[0]!.exited;
        apis[0] = startApiProcess(env);
        first.url = await apis[0].url;
        return true;
      },
    });
    const outcome = await run;
    expect(outcome.interrupted).toBe(true);
    expect(outcome.cutPushes).toBeGreaterThanOrEqual(1);
    expect(outcome.rejected).toEqual([]);
    expect(outcome.acknowledged).toBe(1000);

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number; distinct: number }>(
        "select count(*)::int as n, count(distinct body)::int as distinct from messages where body like 'kill-test %'",
      );
      expect(rows[0]).toEqual({ n: 1000, distinct: 1000 });
      const clients = await client.query<{ last: number }>('select last_mutation_id as last from sync_clients where id = any($1)', [devices.map((d) => d.clientId)]);
      expect(clients.rows.map((r) => r.last)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await client.end();
    }
  });
});
