/**
 * A fresh database per test server: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created next to it (dropped again on close), so suites never share rows. Each
 * starts from the run's migrated (or migrated and seeded) template, made once per run by
 * tests/support/database-templates-global-setup.ts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { databaseUrl, onServer } from './empty-postgres';

const dumps = new Map<string, Blob>();
const dumpAt = (path: string): Blob => {
  let dump = dumps.get(path);
  if (!dump) dumps.set(path, (dump = new Blob([readFileSync(path)])));
  return dump;
};

/** Opens a migrated database: empty, or with the demo seed when `seeded`. */
export async function openTestDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  const template = options.seeded ? templates.seeded : templates.migrated;
  const serverUrl = process.env.DATABASE_URL;
  if (templates.kind === 'pglite' || !serverUrl) return openDatabase({ dataDir: MEMORY_DATA_DIR, loadDataDir: dumpAt(template) });
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onServer((c) => c.query(`create database ${name} template ${template}`), serverUrl);
  const handle = await openDatabase({ databaseUrl: databaseUrl(name, serverUrl), dataDir: MEMORY_DATA_DIR });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer((c) => c.query(`drop database if exists ${name}`), serverUrl);
    },
  };
}
