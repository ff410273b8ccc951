/**
 * Lock waits sampled from `pg_stat_activity` (issue 55, item 6): every `everyMs` one query lists
 * the backends of database `database` waiting on a heavyweight lock (`wait_event_type = 'Lock'`);
 * one wait is a backend seen waiting in consecutive samples of the same statement start. Its
 * length is counted from the first sample that saw it to the last, plus one interval (so a wait
 * seen once counts `everyMs`; a wait shorter than an interval may not be seen at all).
 */
import pg from 'pg';

/** One wait: its length, the wait event (`transactionid`, `tuple`, …), the statement, and the statement of a backend it waited behind. */
export interface LockWait { ms: number; event: string; query: string; blocker: string }

export interface LockSampler {
  stop(): Promise<{ samples: number; waits: LockWait[] }>;
}

export async function sampleLockWaits(url: string, database: string, everyMs = 10): Promise<LockSampler> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const open = new Map<string, { first: number; last: number; event: string; query: string; blocker: string }>();
  const waits: LockWait[] = [];
  let samples = 0;
  let running = true;
  const close = (key: string) => {
    const wait = open.get(key)!;
    waits.push({ ms: wait.last - wait.first + everyMs, event: wait.event, query: wait.query, blocker: wait.blocker });
    open.delete(key);
  };
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      const { rows } = await client.query<{ pid: number; started: string; event: string; query: string; blocker: string | null }>(
        `select pid, query_start::text as started, wait_event as event, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as query,
           (select left(regexp_replace(b.query, '\\s+', ' ', 'g'), 120) from pg_stat_activity b where b.pid = any(pg_blocking_pids(a.pid)) limit 1) as blocker
         from pg_stat_activity a where datname = $1 and wait_event_type = 'Lock'`, [database]);
      samples += 1;
      const seen = new Set<string>();
      for (const row of rows) {
        const key = `${row.pid}@${row.started}`;
        seen.add(key);
        const wait = open.get(key);
        if (wait) wait.last = t;
        else open.set(key, { first: t, last: t, event: row.event, query: row.query, blocker: row.blocker ?? '' });
      }
      for (const key of [...open.keys()]) if (!seen.has(key)) close(key);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - t))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      for (const key of [...open.keys()]) close(key);
      await client.end();
      return { samples, waits };
    },
  };
}
