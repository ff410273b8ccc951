/**
 * The scale bench's API processes (bench/scale.ts): `tsx server/index.ts` as `npm start` runs it,
 * on PostgreSQL or on a PGlite folder, with the Auth Emulator's tokens accepted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type AuthEmulator } from '../../scripts/auth-emulator';
import { withServerHeap } from '../../scripts/server-heap';
import { openPglite } from '../../server/db/pglite';
import { createLearners } from './scale-learners';

/** Where the API processes keep their data: PostgreSQL's URL, or PGlite's folder. */
export type Database = { DATABASE_URL: string } | { DATA_DIR: string };

/** Starts `count` API processes together on `database`; resolves with their base URLs. */
export async function startApis(count: number, database: Database, emulator: AuthEmulator) {
  const children = await Promise.all(Array.from({ length: count }, async () => {
    const port = await freePort();
    const child = spawn('node_modules/.bin/tsx', ['server/index.ts'], {
      // The heap limit `npm start` gives its server (scripts/server-heap.ts).
      env: withServerHeap({ ...process.env, ...database, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: emulator.projectId, ALLOW_EMULATOR_IN_PRODUCTION: 'true' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => log.includes('Listening on') && resolve());
      child.once('exit', (code) => reject(new Error(`API process exited ${code}:\n${log}`)));
    });
    return { child, baseUrl: `http://127.0.0.1:${port}` };
  }));
  return {
    urls: children.map((c) => c.baseUrl),
    pids: children.map(({ child }) => child.pid!),
    stop: () => Promise.all(children.map(({ child }) => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }))),
  };
}

/** Running API processes: their base URLs and process ids. */
export interface Apis { urls: string[]; pids: number[] }

/**
 * One API process on a new PGlite folder, as `npm start` runs it: a first start migrates and seeds
 * the demo data and stops; the learners are added to the folder; the second start is measured (so
 * its memory is a running server's, not initdb's, which runs in a child of the first start).
 */
export async function startEmbeddedApi(emulator: AuthEmulator, count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'scale-pglite-'));
  await (await startApis(1, { DATA_DIR: dir }, emulator)).stop();
  const db = await openPglite(join(dir, 'pglite'));
  try {
    await createLearners((sql, params) => db.query(sql, params), emulator, count);
  } finally {
    await db.close();
  }
  const apis = await startApis(1, { DATA_DIR: dir }, emulator);
  return { ...apis, stop: async () => { await apis.stop(); rmSync(dir, { recursive: true, force: true }); } };
}
