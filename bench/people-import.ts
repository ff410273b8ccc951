/**
 * `BENCH_ONLY=people-import` (issue 17, item 3): a 5,000-row people CSV against Demo Academy with
 * 5,000 learners already in it (half the rows update one of them and join a batch, half invite a new
 * email). In-process PGlite. Timed: the preview (papaparse reading the CSV, as the browser does, plus
 * the server's dry run over the organisation) and the apply (one transaction), each run on a fresh
 * import id after undoing the previous one.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Caller } from '../server/auth/caller';
import { MEMORY_DATA_DIR, openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/seed/index';
import { applyImport, previewImport, undoImport } from '../server/slices/people/imports';
import { parseImportCsv } from '../src/features/admin-people/parse-import-csv';
import { figure, type Figure } from './support/stats';

const ROWS = 5_000;
const admin: Caller = { id: 'u5-admin', uid: 'demo-admin', email: 'admin@demo.test', displayName: 'Ada Admin', photoURL: null, organisationId: '5', organisationName: 'Demo Academy', role: 'admin' };

function importCsv(): string {
  const lines = ['email,name,role,batch'];
  for (let n = 1; n <= ROWS; n += 1) {
    lines.push(n % 2 === 0 ? `learner${n}@bench.test,Learner ${n} Renamed,learner,Python – Autumn 2026` : `new${n}@bench.test,New ${n},learner,`);
  }
  return lines.join('\n');
}

export async function peopleImportFigures(runs: number): Promise<Figure[]> {
  const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  try {
    await seedDemoData(handle.db);
    await handle.db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role)
      select 'bench-u' || n, '5', 'bench-uid-' || n, 'learner' || n || '@bench.test', 'Learner ' || n, 'learner' from generate_series(1, ${ROWS}) n`);
    const csv = importCsv();
    const preview: number[] = [];
    const apply: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const importId = randomUUID();
      const t0 = performance.now();
      const parsed = parseImportCsv(csv);
      const plan = await previewImport(handle.db, admin, { importId, rows: parsed.rows });
      preview.push(performance.now() - t0);
      if (plan.summary.errors !== 0) throw new Error(`the bench CSV has ${plan.summary.errors} bad rows`);
      const t1 = performance.now();
      await applyImport(handle.db, admin, { importId, rows: parsed.rows });
      apply.push(performance.now() - t1);
      await undoImport(handle.db, admin, importId);
    }
    return [
      figure(`People CSV preview, ${ROWS} rows (parse + dry run, Node + PGlite)`, 'ms', preview, { limit: 2_000, lowerIsBetter: true }),
      figure(`People CSV apply, ${ROWS} rows (one transaction, PGlite)`, 'ms', apply, { limit: 10_000, lowerIsBetter: true }),
    ];
  } finally {
    await handle.close();
  }
}
