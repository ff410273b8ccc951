/**
 * For tests that need PostgreSQL itself (several connections or processes on one database): an
 * empty database on the server of DATABASE_URL, dropped again by `drop()`, and the reason a test
 * is skipped when DATABASE_URL is unset (PGlite has one connection: nothing can interleave).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Why PostgreSQL-only tests are skipped, or undefined when they run. */
export const postgresSkipReason = process.env.DATABASE_URL ? undefined : 'needs PostgreSQL: set DATABASE_URL (PGlite has one connection, so transactions cannot interleave)';

/** Runs `run` on a maintenance connection to the server of `serverUrl` (DATABASE_URL by default). */
export async function onServer<T>(run: (client: pg.Client) => Promise<T>, serverUrl = process.env.DATABASE_URL): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A URL of the database `name` on the server of `serverUrl` (DATABASE_URL by default). */
export function databaseUrl(name: string, serverUrl = process.env.DATABASE_URL ?? ''): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database; `drop()` removes it (ending whatever is still connected). */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await onServer((c) => c.query(`create database ${name}`));
  return {
    url: databaseUrl(name),
    drop: async () => {
      await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
