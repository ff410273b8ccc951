/**
 * A fresh database per test server: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created next to it (dropped again on close), so suites never share rows.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { MEMORY_DATA_DIR, openDatabase, type DatabaseHandle } from '../../../server/db/client';

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Opens and migrates an empty database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: MEMORY_DATA_DIR });
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await admin(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: MEMORY_DATA_DIR });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(serverUrl, (c) => c.query(`drop database if exists ${name}`));
    },
  };
}
