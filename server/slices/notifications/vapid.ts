/**
 * The VAPID keys that sign every push (issue 53): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or, for
 * the demo, generated on first start and kept in DATA_DIR/vapid.json (readable by this user only);
 * with the database in memory (`DATA_DIR=memory://`), kept in memory like it: a subscription lives
 * no longer than the process's database. Several API processes must share them: set them in the
 * environment (README).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import { MEMORY_DATA_DIR } from '../../db/client';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export async function loadVapidKeys(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; VAPID_SUBJECT: string; DATA_DIR: string }): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  }
  // `memory://` is no folder: joined, it named a relative path (`memory:/vapid.json`) in the working directory.
  if (env.DATA_DIR === MEMORY_DATA_DIR) return { ...webpush.generateVAPIDKeys(), subject: env.VAPID_SUBJECT };
  const file = join(env.DATA_DIR, 'vapid.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...stored, subject: env.VAPID_SUBJECT };
  } catch {
    const keys = webpush.generateVAPIDKeys();
    await mkdir(env.DATA_DIR, { recursive: true });
    await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
    return { ...keys, subject: env.VAPID_SUBJECT };
  }
}
