/** Raw SQL reads that both drivers (PGlite, node-postgres) answer with `{rows}`. */
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Runs `query` and returns its rows typed as `T` (the caller's SQL decides the shape). */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
