// A delta pull first asks every table whether it changed since the cursor (`changed`, one statement)
// and reads only those that did. The question must never say "unchanged" where the table's reader
// has rows for the caller, or a device would miss them.
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Caller } from '../../server/auth/caller';
import type { DatabaseHandle } from '../../server/db/client';
import { selectRows } from '../../server/db/rows';
import { seedDemoData } from '../../server/seed/index';
import { pullChanges } from '../../server/sync/pull';
import { pullReaders, pullTables } from '../../server/slices/readers';
import { readWatermark } from '../../server/sync/watermark';
import { openTestDatabase } from './support/database';
import { applyIntentSamples } from './support/intent-samples';

const member = (id: string, uid: string, role: Caller['role']): Caller => ({
  id, uid, email: `${uid}@demo.test`, displayName: uid, photoURL: null, organisationId: '5', organisationName: 'Demo Academy', role,
});
const learner = member('u5-learner', 'demo-learner', 'learner');
const callers = [learner, member('u5-teacher', 'demo-teacher', 'teacher'), member('u5-admin', 'demo-admin', 'admin')];

let handle: DatabaseHandle;
/** The intents whose sample no caller could apply. */
let notApplied: string[] = [];
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemoData(handle.db);
  // Tables the demo seed has no rows of get them from their intents' samples (a teacher's feedback
  // and extension, a draft, preferences), so every table's question is tested against rows.
  notApplied = await applyIntentSamples(handle.db, [callers[2]!, callers[1]!, learner]);
});
afterAll(() => handle?.close());

const asked = pullTables.filter((table) => table.changed);

/** Every table whose rows carry a version: a question that leaves one out is caught when that table alone changes. */
async function versionedTables(): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(handle.db, sql`select c.table_name as name from information_schema.columns c
    where c.table_schema = 'public' and c.column_name = 'sync_version'
      and exists (select 1 from information_schema.columns o where o.table_schema = 'public' and o.table_name = c.table_name and o.column_name = 'organisation_id')
    order by c.table_name`);
  return rows.map((row) => row.name);
}

/** Changes every row of `name` in a transaction of its own; resolves with the cursor a device had just before. */
async function touch(name: string): Promise<number> {
  const { seen } = await readWatermark(handle.db);
  await handle.db.execute(sql`update ${sql.identifier(name)} set organisation_id = organisation_id`);
  return seen;
}

test('where a table says it has not changed since a cursor, its reader has no rows since then (every role, cursors between changes of each table)', async () => {
  expect(asked.length).toBeGreaterThanOrEqual(20);
  // Every sample is valid over the demo seed (contract/fields.ts, `withSample`): one that is not makes no rows here.
  expect(notApplied).toEqual([]);
  // Each versioned table changes in turn: at every cursor between two of them, some tables have changed and others not.
  const tables = await versionedTables();
  expect(tables).toEqual(expect.arrayContaining(['courses', 'users', 'batches', 'conversation_members', 'lesson_progress']));
  const cursors: number[] = [];
  for (const name of tables) cursors.push(await touch(name));
  cursors.push((await readWatermark(handle.db)).seen);
  const unchanged = new Set<string>();
  const changedWithRows = new Set<string>();
  for (const caller of callers) {
    for (const since of cursors) {
      for (const table of asked.filter((t) => !t.roles || t.roles.includes(caller.role))) {
        const ctx = { caller, since };
        const [answer] = await selectRows<{ changed: boolean }>(handle.db, sql`select ${table.changed!(ctx)} as changed`);
        const rows = await table.put(handle.db, ctx);
        if (answer?.changed === false) {
          expect(rows, `${table.name} for the ${caller.role} since ${since}`).toEqual([]);
          unchanged.add(table.name);
        } else if (rows.length > 0) {
          changedWithRows.add(table.name);
        }
      }
    }
  }
  // Every table was seen both ways: unchanged (and empty), and changed with rows.
  const names = asked.map((table) => table.name).sort();
  expect([...unchanged].sort()).toEqual(names);
  expect([...changedWithRows].sort()).toEqual(names);
}, 300_000);

test("a learner's delta after their own progress changed reads progress and not the unchanged catalogue", async () => {
  const clientId = randomUUID();
  const first = await pullChanges(handle.db, learner, { clientId });
  await handle.db.execute(sql`update lesson_progress set progress = least(progress + 1, 100) where user_id = ${learner.id}`);
  const courses = vi.spyOn(pullReaders.courses, 'put');
  const lessons = vi.spyOn(pullReaders.lessons, 'put');
  const progress = vi.spyOn(pullReaders.progress, 'put');
  try {
    const delta = await pullChanges(handle.db, learner, { clientId, cursor: first.cursor });
    expect(delta.reset).toBe(false);
    expect(delta.changes.progress!.put.length).toBeGreaterThan(0);
    expect(delta.changes.courses).toEqual({ put: [], del: [] });
    expect(progress).toHaveBeenCalledTimes(1);
    expect(courses).not.toHaveBeenCalled();
    expect(lessons).not.toHaveBeenCalled();
  } finally {
    vi.restoreAllMocks();
  }
});
