/**
 * `BENCH_ONLY=admin-pull` (issue 14): an admin of an organisation with 20,000 people pulls the
 * organisation's management rows in pages. In-process PGlite (as `npm start` without DATABASE_URL),
 * the demo seed plus 20,000 learners in 40 batches, each learner enrolled in their batch's course
 * and every fourth granted another course. Timed: the server's work for the whole paged pull (every
 * page's `pullChanges`), the largest page, and the bytes of the answers (JSON, and gzip as sent).
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { PULL_PAGE_START } from '../contract/sync';
import type { Caller } from '../server/auth/caller';
import { MEMORY_DATA_DIR, openDatabase } from '../server/db/client';
import { selectRows } from '../server/db/rows';
import { seedDemoData } from '../server/seed/index';
import { pullChanges } from '../server/sync/pull';
import { PULL_PAGE_ROWS } from '../server/sync/pull-pages';
import { figure, type Figure } from './support/stats';

export const ADMIN_PULL_PEOPLE = 20_000;
const BATCHES = 40;

/** Adds `people` learners in `BATCHES` batches of organisation 5, with enrolments and some grants. */
async function seedLargeOrganisation(db: Awaited<ReturnType<typeof openDatabase>>['db'], people: number): Promise<void> {
  const courses = (await selectRows<{ id: string }>(db, sql`select id from courses where organisation_id = '5' order by id`)).map((c) => c.id);
  const courseList = sql.raw(`array[${courses.map((c) => `'${c}'`).join(',')}]`);
  await db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role)
    select 'bench-u' || n, '5', 'bench-uid-' || n, 'learner' || n || '@bench.test', 'Learner ' || n, 'learner'
    from generate_series(1, ${people}) n`);
  await db.execute(sql`insert into batches (id, organisation_id, name, course_id, teacher_id)
    select 'bench-b' || n, '5', 'Bench batch ' || n, (${courseList})[1 + n % ${courses.length}], 'u5-teacher'
    from generate_series(1, ${BATCHES}) n`);
  await db.execute(sql`insert into batch_members (id, organisation_id, batch_id, user_id)
    select 'bench-m' || n, '5', 'bench-b' || (1 + n % ${BATCHES}), 'bench-u' || n from generate_series(1, ${people}) n`);
  await db.execute(sql`insert into enrolments (id, organisation_id, course_id, user_id, status)
    select 'bench-e' || n, '5', (${courseList})[1 + (1 + n % ${BATCHES}) % ${courses.length}], 'bench-u' || n,
      (array['requested', 'active', 'completed', 'rejected']::enrolment_status[])[1 + n % 4]
    from generate_series(1, ${people}) n`);
  await db.execute(sql`insert into course_access (id, organisation_id, course_id, user_id, granted_by)
    select 'bench-a' || n, '5', (${courseList})[1 + (2 + n % ${BATCHES}) % ${courses.length}], 'bench-u' || n, 'u5-admin'
    from generate_series(4, ${people}, 4) n`);
}

interface PullRun { ms: number; slowestPageMs: number; pages: number; bytes: number; gzipBytes: number; rows: number }

/** One full paged pull as the admin: every page through `pullChanges`, timed and sized. */
async function pullAll(db: Awaited<ReturnType<typeof openDatabase>>['db'], caller: Caller): Promise<PullRun> {
  const clientId = randomUUID();
  const run: PullRun = { ms: 0, slowestPageMs: 0, pages: 0, bytes: 0, gzipBytes: 0, rows: 0 };
  let page: string | undefined = PULL_PAGE_START;
  while (page !== undefined) {
    const t0 = performance.now();
    const answer = await pullChanges(db, caller, { clientId, page });
    const body = JSON.stringify(answer);
    const ms = performance.now() - t0;
    run.ms += ms;
    run.slowestPageMs = Math.max(run.slowestPageMs, ms);
    run.pages += 1;
    run.bytes += body.length;
    run.gzipBytes += gzipSync(body).length;
    run.rows += Object.values(answer.changes).reduce((n, c) => n + c.put.length, 0);
    page = answer.more ? answer.page : undefined;
  }
  return run;
}

export async function adminPullFigures(runs: number): Promise<Figure[]> {
  const handle = await openDatabase({ dataDir: MEMORY_DATA_DIR });
  try {
    await seedDemoData(handle.db);
    await seedLargeOrganisation(handle.db, ADMIN_PULL_PEOPLE);
    const caller: Caller = {
      id: 'u5-admin', uid: 'demo-admin', email: 'admin@demo.test', displayName: 'Ada Admin', photoURL: null,
      organisationId: '5', organisationName: 'Demo Academy', role: 'admin',
    };
    const results: PullRun[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await pullAll(handle.db, caller));
    const { pages, rows } = results[0]!;
    const note = `${rows} rows in ${pages} pages of ≤ ${PULL_PAGE_ROWS} paged rows`;
    return [
      figure(`admin full pull, ${ADMIN_PULL_PEOPLE.toLocaleString('en')} people: server time`, 'ms', results.map((r) => r.ms), { limit: 10_000, lowerIsBetter: true }, note),
      figure('admin pull: slowest page, server time', 'ms', results.map((r) => r.slowestPageMs), { limit: 2_000, lowerIsBetter: true }),
      figure('admin full pull: answers, JSON', 'KB', results.map((r) => r.bytes / 1024)),
      figure('admin full pull: answers, gzip', 'KB', results.map((r) => r.gzipBytes / 1024), { limit: 2_048, lowerIsBetter: true }),
    ];
  } finally {
    await handle.close();
  }
}
