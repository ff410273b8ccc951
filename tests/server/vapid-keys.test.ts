// The VAPID keys (server/slices/notifications/vapid.ts): from the environment when set; generated once
// and kept in DATA_DIR/vapid.json (this user only) for the demo; in memory with the in-memory database
// (DATA_DIR=memory://), which once wrote them to `memory:/vapid.json` in the working directory.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { loadVapidKeys } from '../../server/slices/notifications/vapid';

const SUBJECT = 'mailto:admin@example.org';
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

test('with the database in memory the keys are generated for the process and written nowhere', async () => {
  const before = existsSync(join(process.cwd(), 'memory:'));
  const keys = await loadVapidKeys({ DATA_DIR: 'memory://', VAPID_SUBJECT: SUBJECT });
  expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(keys.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(keys.subject).toBe(SUBJECT);
  expect(existsSync(join(process.cwd(), 'memory:'))).toBe(before);
  expect(existsSync(join(process.cwd(), 'memory:', 'vapid.json'))).toBe(false);
});

test('in a data folder the keys are generated once, kept readable by this user only, and read back', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'vapid-'));
  folders.push(folder);
  const dataDir = join(folder, 'data');
  const first = await loadVapidKeys({ DATA_DIR: dataDir, VAPID_SUBJECT: SUBJECT });
  expect(statSync(join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
  const again = await loadVapidKeys({ DATA_DIR: dataDir, VAPID_SUBJECT: SUBJECT });
  expect(again).toEqual(first);
});

test('keys set in the environment are used as they are', async () => {
  const keys = await loadVapidKeys({ DATA_DIR: 'memory://', VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private', VAPID_SUBJECT: SUBJECT });
  expect(keys).toEqual({ publicKey: 'public', privateKey: 'private', subject: SUBJECT });
});
