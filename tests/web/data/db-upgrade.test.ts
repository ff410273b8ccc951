// A device that ran version 1 (outbox, sync bookkeeping, token mirror) opens with today's code.
import Dexie from 'dexie';
import { expect, test } from 'vitest';
import { CACHED_TABLE_SCHEMA, db, DEXIE_VERSIONS, STAFF_TABLE_SCHEMA } from '@/data/db';
import { declareVersions } from '@/data/db-versions';
import { rebuildMarkedTables } from '@/data/sync/table-hooks';
import { replayAll } from '@contract/flashcard-schedule';
// The app's list of table hooks (the summaries' hook among them), as the page sync loads it.
import '@/data/table-hooks';

/** A fresh database as a device left it at `version` (every declared version up to it), the app's own closed. */
async function deviceAtVersion(version: number): Promise<Dexie> {
  db.close();
  await Dexie.delete('learning-platform');
  const old = new Dexie('learning-platform');
  for (const [each, stores] of DEXIE_VERSIONS.filter(([each]) => each <= version)) old.version(each).stores(stores);
  return old;
}

test('a version-1 database opens at the latest version with its outbox and sync state intact', async () => {
  db.close();
  await Dexie.delete('learning-platform');
  const v1 = new Dexie('learning-platform');
  v1.version(1).stores({ outbox: '++seq, mutationId, name, status', syncState: 'key', sessionMirror: 'key' });
  const args = { courseId: 'c1', lessonId: 'l1', section: 0, progress: 40, completed: false, at: '2026-11-22T10:00:00.000Z' };
  await v1.table('outbox').add({ mutationId: 7, name: 'progress.set', args, status: 'pending', createdAt: '2026-11-22T10:00:00.000Z' });
  await v1.table('outbox').add({ mutationId: 8, name: 'enrolment.request', args: { courseId: 'c1', at: args.at }, status: 'failed', error: 'No access', createdAt: args.at });
  await v1.table('syncState').bulkPut([
    { key: 'clientId', value: '0b7c7d2e-6a8f-4c8e-9a51-2f5d3c1e9b10' },
    { key: 'cursor', value: '41' },
    { key: 'lastMutationId', value: 6 },
  ]);
  await v1.table('sessionMirror').put({ key: 'token', value: 'mirrored' });
  v1.close();

  await db.open();
  // The newest declared version (10: staff tables, 16: drafts, …).
  expect(db.verno).toBe(Math.max(...DEXIE_VERSIONS.map(([version]) => version)));
  expect(await db.outbox.orderBy('seq').toArray()).toMatchObject([
    { mutationId: 7, name: 'progress.set', args, status: 'pending' },
    { mutationId: 8, status: 'failed', error: 'No access' },
  ]);
  expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: '41' });
  expect(await db.syncState.get('lastMutationId')).toEqual({ key: 'lastMutationId', value: 6 });
  expect(await db.sessionMirror.get('token')).toEqual({ key: 'token', value: 'mirrored' });
  for (const name of [...Object.keys(CACHED_TABLE_SCHEMA), ...Object.keys(STAFF_TABLE_SCHEMA)]) expect(await db.table(name).count()).toBe(0);
  expect(db.courses.schema.indexes.map((index) => index.name).sort()).toEqual(['assigned', 'category', 'title']);
  expect(db.messages.schema.indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['[roomId+sentAt]', '[conversationId+sentAt]']));
  expect(await db.chatReads.count()).toBe(0);
});

test("a staff device's attempts of the former shape are dropped with the cursor at version 17, the outbox kept", async () => {
  const v16 = await deviceAtVersion(16);
  const at = '2026-11-22T10:00:00.000Z';
  await v16.table('memberQuizResults').put({ id: 'qa1', quizId: 'q1', userId: 'u1', score: 1, total: 1, percent: 100, passMark: 50, passed: true,
    startedAt: at, submittedAt: at, gradedAt: at, answers: [{ qstnId: 'q1-1', answer: 'A', correct: true, correctAnswer: ['A'], points: 1 }] });
  await v16.table('syncState').bulkPut([{ key: 'cursor', value: '41' }, { key: 'lastMutationId', value: 6 }]);
  await v16.table('outbox').add({ mutationId: 7, name: 'enrolment.request', args: { courseId: 'c1', at }, status: 'pending', createdAt: at });
  v16.close();

  await db.open();
  expect(await db.memberQuizResults.count()).toBe(0);
  // No cursor: the next pull is a reset, which sends the attempts again in the compact shape with their keys.
  expect(await db.syncState.get('cursor')).toBeUndefined();
  expect(await db.syncState.get('lastMutationId')).toEqual({ key: 'lastMutationId', value: 6 });
  expect(await db.outbox.count()).toBe(1);
  expect(await db.memberQuizKeys.count()).toBe(0);
});

test("a staff device's rows of one learner and quiz are dropped with the cursor at version 18, the keys and outbox kept", async () => {
  const v17 = await deviceAtVersion(17);
  const at = '2026-11-22T10:00:00.000Z';
  await v17.table('memberQuizResults').put({ id: 'u1:q1', quizId: 'q1', userId: 'u1', attempts: [{ id: 'qa1', score: 1, total: 1, percent: 100, passMark: 50,
    passed: true, version: 1, startedAt: at, submittedAt: at, gradedAt: at, given: ['A'], earned: [1], right: '1' }] });
  await v17.table('memberQuizKeys').put({ id: 'q1@1', quizId: 'q1', version: 1, questions: [{ id: 'q1-1', correctAnswer: ['A'], points: 1 }] });
  await v17.table('syncState').bulkPut([{ key: 'cursor', value: '41' }, { key: 'lastMutationId', value: 6 }]);
  await v17.table('outbox').add({ mutationId: 7, name: 'enrolment.request', args: { courseId: 'c1', at }, status: 'pending', createdAt: at });
  v17.close();

  await db.open();
  expect(await db.memberQuizResults.count()).toBe(0);
  expect(db.memberQuizResults.schema.indexes.map((index) => index.name)).toEqual(['userId']);
  // No cursor: the next pull is a reset, which sends one row per learner.
  expect(await db.syncState.get('cursor')).toBeUndefined();
  expect(await db.syncState.get('lastMutationId')).toEqual({ key: 'lastMutationId', value: 6 });
  expect(await db.outbox.count()).toBe(1);
  expect(await db.memberQuizKeys.count()).toBe(1);
});

test("version 19 marks the attempts already stored, and their hook summarises them before the next pull, keeping the cursor", async () => {
  const v18 = await deviceAtVersion(18);
  const at = '2026-11-22T10:00:00.000Z';
  const graded = (id: string, quizId: string, percent: number) => ({ id, quizId, score: 1, total: 1, percent, passMark: 50, passed: percent >= 50,
    version: 1, startedAt: at, submittedAt: at, gradedAt: at, given: ['A'], earned: [1], right: '1' });
  await v18.table('memberQuizResults').put({ id: 'u1', userId: 'u1', attempts: [graded('qa1', 'q1', 30), graded('qa2', 'q1', 80), graded('qa3', 'q2', 40)] });
  await v18.table('syncState').put({ key: 'cursor', value: '41' });
  v18.close();

  await db.open();
  // The upgrade itself knows no summary: it marks the table for its hook (version 29 marks the reviews too).
  expect(await db.memberQuizSummaries.count()).toBe(0);
  expect(await db.syncState.get('rebuild')).toEqual({ key: 'rebuild', value: 'memberQuizResults,reviews' });
  await rebuildMarkedTables();
  expect(await db.memberQuizSummaries.toArray()).toEqual([{ id: 'u1', attempted: ['q1', 'q2'], passed: ['q1'], attempts: 3, percentSum: 150 }]);
  expect(await db.syncState.get('rebuild')).toBeUndefined();
  expect(await db.memberQuizResults.count()).toBe(1);
  expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: '41' });
});

test('version 29 marks the reviews already stored, and their hook makes each card\'s schedule from them before the next pull', async () => {
  const before = await deviceAtVersion(Math.max(...DEXIE_VERSIONS.map(([version]) => version).filter((version) => version < 29)));
  const log = [
    { id: 'r1', cardId: 'k1', deckId: 'd1', rating: 3, reviewedAt: '2026-11-20T10:00:00.000Z' },
    { id: 'r2', cardId: 'k1', deckId: 'd1', rating: 1, reviewedAt: '2026-11-21T10:00:00.000Z' },
    { id: 'r3', cardId: 'k2', deckId: 'd1', rating: 4, reviewedAt: '2026-11-21T11:00:00.000Z' },
  ];
  await before.table('reviews').bulkPut(log);
  await before.table('syncState').put({ key: 'cursor', value: '41' });
  before.close();

  await db.open();
  expect(await db.cardSchedules.count()).toBe(0);
  expect(await db.syncState.get('rebuild')).toEqual({ key: 'rebuild', value: 'reviews' });
  await rebuildMarkedTables();
  const replayed = replayAll(['k1', 'k2'], log);
  expect(await db.cardSchedules.orderBy('cardId').toArray()).toEqual([
    { cardId: 'k1', deckId: 'd1', due: replayed.get('k1')!.due.getTime(), card: replayed.get('k1'), lastReviewId: 'r2', lastReviewedAt: log[1]!.reviewedAt },
    { cardId: 'k2', deckId: 'd1', due: replayed.get('k2')!.due.getTime(), card: replayed.get('k2'), lastReviewId: 'r3', lastReviewedAt: log[2]!.reviewedAt },
  ]);
  expect(await db.syncState.get('rebuild')).toBeUndefined();
  expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: '41' });
});

/** Every table of an open database with its key and indexes, sorted. */
function schemaOf(database: Dexie): string[] {
  return database.tables.map((table) => `${table.name}: ${[table.schema.primKey.src, ...table.schema.indexes.map((index) => index.src).sort()].join(', ')}`).sort();
}

test('a device at any earlier version opens with the tables and indexes of a fresh device (versions without upgrades are folded)', async () => {
  const fresh = await deviceAtVersion(Math.max(...DEXIE_VERSIONS.map(([version]) => version)));
  await fresh.open();
  const expected = schemaOf(fresh);
  fresh.close();
  expect(expected.length).toBeGreaterThan(20);

  for (const [version] of DEXIE_VERSIONS.slice(0, -1)) {
    const old = await deviceAtVersion(version);
    await old.open();
    old.close();
    await db.open();
    expect({ version, schema: schemaOf(db) }).toEqual({ version, schema: expected });
  }
});

test('only the versions with an upgrade, and the newest, are declared (each declaration parses all before it)', () => {
  const declared: number[] = [];
  const target = new Dexie('declared-versions');
  const version = target.version.bind(target);
  target.version = (number: number) => {
    declared.push(number);
    return version(number);
  };
  declareVersions(target, DEXIE_VERSIONS);
  const expected = DEXIE_VERSIONS.filter(([, , upgrade], index) => upgrade || index === DEXIE_VERSIONS.length - 1).map(([number]) => number);
  expect(declared).toEqual(expected);
  expect(declared.length).toBeLessThan(DEXIE_VERSIONS.length);
});
