/**
 * Opens the database and applies the migrations: embedded PGlite (in memory for `memory://`,
 * else persisted under DATA_DIR/pglite) or PostgreSQL when a DATABASE_URL is given.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgSession } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationFiles } from './migration-files';
import { openPglite } from './pglite';
import * as schema from './schema';

/** The Drizzle database both drivers provide, typed with the whole schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * The embedded PGlite under `db`, or undefined on PostgreSQL. PGlite lives in this one process, so
 * what several API processes must share through PostgreSQL (live events, rate-limit counts) can be
 * kept here per PGlite instead, without a statement on its single connection.
 */
export function embeddedClient(db: Database): PGlite | undefined {
  const client: unknown = Reflect.get(db, '$client');
  return client instanceof PGlite ? client : undefined;
}

/** The value of DATA_DIR that selects an in-memory PGlite. */
export const MEMORY_DATA_DIR = 'memory://';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the migrations of the folder that `db` has not run (Drizzle's migrator over migration-files.ts's list). */
function migrate(db: Database): Promise<void> {
  return new PgDialect().migrate(migrationFiles(migrationsFolder), db._.session as unknown as PgSession, { migrationsFolder });
}

/** The advisory lock key under which PostgreSQL migrations run (any constant other code does not use). */
export const MIGRATION_LOCK_KEY = 7_140_014;

/**
 * Migrates under a session advisory lock on a connection of its own, so processes started together
 * on an empty database migrate one after the other (the later ones find nothing left to apply).
 */
async function migrateLocked(pool: pg.Pool, db: Database): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(db);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

/** What `openDatabase` does with an idle pooled connection's error when the caller gives no handler. */
function warnOfConnectionError(error: Error): void {
  console.warn(`A PostgreSQL connection failed while idle; the pool replaces it: ${error.message}`);
}

/**
 * Ends the pool and resolves once every connection has closed. `pool.end()` alone resolves as soon
 * as the pool has let go of its connections, while they may still be closing: a database dropped
 * then would end them from the server's side.
 */
export function closerOf(pool: pg.Pool): () => Promise<void> {
  let open = 0;
  let onAllClosed: (() => void) | undefined;
  pool.on('connect', () => void open++);
  pool.on('remove', () => {
    open--;
    if (open === 0) onAllClosed?.();
  });
  return async () => {
    const allClosed = open === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onAllClosed = resolve));
    await pool.end();
    await allClosed;
  };
}

/**
 * Opens PostgreSQL (`databaseUrl`) or PGlite (`dataDir`) and migrates it to the latest schema. An
 * in-memory PGlite may start from `loadDataDir`, a data directory dumped with `dumpDataDir` (no
 * initdb then, and only the migrations the dump lacks run).
 *
 * On PostgreSQL, an idle pooled connection that the server ends (a restart, a failover,
 * `pg_terminate_backend`, a dropped database) is reported to `onConnectionError` and replaced by
 * the pool on the next query. Without that listener node-postgres would throw it as an uncaught
 * error and end the process.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  loadDataDir?: Blob;
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', options.onConnectionError ?? warnOfConnectionError);
    const close = closerOf(pool);
    const db = drizzlePg({ client: pool, schema });
    try {
      await migrateLocked(pool, db as unknown as Database);
    } catch (error) {
      await close();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', close };
  }
  const client = await openPglite(options.dataDir === MEMORY_DATA_DIR ? undefined : join(options.dataDir, 'pglite'), options.loadDataDir);
  const db = drizzlePglite({ client, schema });
  try {
    await migrate(db as unknown as Database);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
