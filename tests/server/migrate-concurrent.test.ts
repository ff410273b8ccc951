/**
 * Several processes started together on an empty PostgreSQL database all come up: migrations run
 * under an advisory lock (server/db/client.ts), so the second waits and then finds nothing to do.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { createEmptyDatabase, postgresSkipReason } from './support/empty-postgres';

if (postgresSkipReason) console.info(`migrate-concurrent.test.ts skipped: ${postgresSkipReason}`);

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `tsx server/index.ts` on `databaseUrl`; resolves with its URL once it listens, rejects with its output if it exits. */
function startServer(databaseUrl: string): Promise<string> {
  // A folder of its own for what the server writes beside the database (its VAPID keys, uploads).
  const dataDir = mkdtempSync(join(tmpdir(), 'migrate-concurrent-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(tsx, ['server/index.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', FIREBASE_AUTH_EMULATOR_HOST: '' },
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (d: Buffer) => {
      output += d.toString();
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

describe.skipIf(postgresSkipReason)('migrations on an empty PostgreSQL database', () => {
  it('lets two openDatabase calls started together both come up, migrating once', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    const handles = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: database.url, dataDir: MEMORY_DATA_DIR })));
    cleanups.push(() => Promise.all(handles.map((h) => h.close())));
    const [applied] = await selectRows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const [journal] = await selectRows<{ n: number }>(handles[1]!.db, sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`);
    expect(applied!.n).toBeGreaterThan(0);
    expect(applied!.n).toBe(journal!.n);
  }, 120_000);

  it('lets two server processes started together both come up and answer', async () => {
    const database = await createEmptyDatabase();
    cleanups.push(database.drop);
    const urls = await Promise.all([startServer(database.url), startServer(database.url)]);
    for (const url of urls) expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ ok: true });
  }, 180_000);
});
