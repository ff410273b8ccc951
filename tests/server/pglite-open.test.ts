/** The server's embedded PGlite: a new data directory is initialised out of process, reopened with its data, and read like before. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../../server/db/client';
import { openPglite } from '../../server/db/pglite';
import { selectRows } from '../../server/db/rows';
import { sql } from 'drizzle-orm';

const dir = mkdtempSync(join(tmpdir(), 'pglite-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openPglite', () => {
  it('creates a new data directory, keeps what was written and applies the server settings', async () => {
    const first = await openPglite(join(dir, 'db'));
    await first.exec(`create table notes (id int primary key, at timestamptz); insert into notes values (1, '2026-01-02T03:04:05Z')`);
    await first.close();
    const again = await openPglite(join(dir, 'db'));
    try {
      const { rows } = await again.query<{ id: number }>('select id from notes');
      expect(rows).toEqual([{ id: 1 }]);
      const { rows: settings } = await again.query<{ shared_buffers: string }>('show shared_buffers');
      expect(settings[0]?.shared_buffers).toBe('32MB');
    } finally {
      await again.close();
    }
  }, 180_000);

  it('lets the event loop turn while a queue of statements runs (new connections are accepted under load)', async () => {
    const db = await openPglite(undefined);
    try {
      let done = 0;
      // Each statement takes about a millisecond; 100 of them hold the loop far longer than LOOP_TURN_MS.
      const queue = Array.from({ length: 100 }, () => db.query('select count(*) from generate_series(1, 20000)').then(() => (done += 1)));
      const doneAtNextTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
      await Promise.all(queue);
      expect(done).toBe(100);
      // Without the turns, PGlite hands its lock on in microtasks and all 100 ran before the loop turned.
      expect(doneAtNextTurn).toBeLessThan(100);
    } finally {
      await db.close();
    }
  });

  it('answers dates, timestamps and numbers through Drizzle as before', async () => {
    const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
    try {
      const [row] = await selectRows<{ at: string; day: string; n: number; list: string }>(handle.db, sql`
        select '2026-01-02T03:04:05Z'::timestamptz as at, '2026-01-02'::date as day, 42 as n, array['2026-01-02'::date] as list`);
      expect(row).toEqual({ at: '2026-01-02 03:04:05+00', day: '2026-01-02', n: 42, list: '{2026-01-02}' });
      const tx = await handle.db.transaction(async (t) => selectRows<{ at: string }>(t as unknown as typeof handle.db, sql`select '2026-01-02T03:04:05Z'::timestamptz as at`));
      expect(tx).toEqual([{ at: '2026-01-02 03:04:05+00' }]);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
