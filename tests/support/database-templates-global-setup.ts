/**
 * Vitest global setup for the server project: the database every test server starts from is made
 * once per run, not once per test file. Migrating an empty PGlite took 6–24 s of a loaded machine's
 * CPU, some fifty times a run; loading a dump of it takes under a second.
 * - PGlite: the migrated database and the migrated-and-seeded one are dumped to files
 *   (`inject('databaseTemplates')` names them; tests/server/support/database.ts loads them).
 * - PostgreSQL (DATABASE_URL): two template databases, which each test database is created from
 *   (`create database … template …`), dropped again at the end.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedClient, MEMORY_DATA_DIR, openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/index';
import { databaseUrl, onServer } from '../server/support/empty-postgres';

/** Where each test database starts: PGlite dump files, or PostgreSQL template database names. */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'db-templates-'));
  const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  try {
    const client = embeddedClient(handle.db);
    if (!client) throw new Error('An in-memory PGlite was expected');
    const dump = async (name: string) => {
      const path = join(dir, `${name}.tar`);
      writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      return path;
    };
    const migrated = await dump('migrated');
    await seedDemoData(handle.db);
    const seeded = await dump('seeded');
    return { templates: { kind: 'pglite', migrated, seeded }, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

async function postgresTemplates(serverUrl: string): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const suffix = randomUUID().replaceAll('-', '');
  const names = { migrated: `template_migrated_${suffix}`, seeded: `template_seeded_${suffix}` };
  const remove = () =>
    onServer(async (c) => {
      for (const name of Object.values(names)) await c.query(`drop database if exists ${name}`);
    }, serverUrl);
  for (const [name, seeded] of [[names.migrated, false], [names.seeded, true]] as const) {
    await onServer((c) => c.query(`create database ${name}`), serverUrl);
    const handle = await openDatabase({ databaseUrl: databaseUrl(name, serverUrl), dataDir: MEMORY_DATA_DIR });
    try {
      if (seeded) await seedDemoData(handle.db);
    } finally {
      await handle.close();
    }
  }
  return { templates: { kind: 'postgres', ...names }, remove };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const made = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return async () => {
    await made.remove();
  };
}
