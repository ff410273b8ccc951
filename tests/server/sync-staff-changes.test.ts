/**
 * Staff pull over time (issue 14, item 3): paged answers return every row exactly once (also while
 * rows change between pages), and scope changes reach the device on its next pull — a learner added
 * to a teacher's batch appears, a removed one's rows are gone from the new full scope (a reset), a
 * role change resets too; a deleted row of a member arrives as a deletion.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../contract/sync';
import { MEMBER_QUIZ_RESULTS_ROW_WEIGHT } from '../../server/slices/teaching/staff-readers';
import { pagedIds, pullAllPages, pullPage } from './support/paged-pull';
import { addStaffFixture, OUTSIDER_ATTEMPT, PRIYA_ATTEMPT, PRIYA_EXERCISE_ATTEMPT } from './support/staff-fixture';
import { pull, putIds, attemptIds } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

/** Small pages, so the demo organisation's few rows already take several. */
const PAGE_ROWS = 4;
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer({ limits: { pullPageRows: PAGE_ROWS } });
  for (const email of ['teacher@demo.test', 'admin@demo.test']) tokens[email] = await signIn(email);
  await addStaffFixture(server);
});
afterAll(() => server?.close());

const PAGED_TABLES = ['people', 'memberships', 'orgEnrolments', 'accessGrants', 'memberQuizResults', 'memberExerciseAttempts', 'memberReviews'];

function expectEveryRowOnce(pages: PullResponse[], whole: PullResponse) {
  for (const name of PAGED_TABLES) {
    const ids = pagedIds(pages, name);
    expect(new Set(ids).size, name).toBe(ids.length);
    expect([...ids].sort(), name).toEqual(putIds(whole, name).sort());
  }
}

describe('paged pull', () => {
  it("returns every row of an admin's scope exactly once, in pages within the budget", async () => {
    const token = tokens['admin@demo.test']!;
    const pages = await pullAllPages(server, token, randomUUID());
    const whole = await pull(server, token, randomUUID());
    expect(pages.length).toBeGreaterThan(3);
    expectEveryRowOnce(pages, whole);
    for (const page of pages) {
      const pagedRows = PAGED_TABLES.reduce((n, name) => n + (page.changes[name]?.put.length ?? 0), 0);
      expect(pagedRows).toBeLessThanOrEqual(PAGE_ROWS);
      // A learner's quiz-results row counts for MEMBER_QUIZ_RESULTS_ROW_WEIGHT (more than these pages
      // hold): it comes alone on a page that had nothing else yet.
      if (page.changes.memberQuizResults?.put.length) expect(pagedRows).toBe(1);
    }
    expect(MEMBER_QUIZ_RESULTS_ROW_WEIGHT).toBeGreaterThan(PAGE_ROWS);
    // Only the first page resets; every page answers the first page's cursor; the last says no more.
    expect(pages.map((p) => p.reset)).toEqual([true, ...pages.slice(1).map(() => false)]);
    expect(new Set(pages.map((p) => p.cursor)).size).toBe(1);
    expect(pages.at(-1)!.more).toBeUndefined();
    // Unpaged tables (the catalogue) come whole on the first page and not again.
    expect(pages[0]!.changes.courses!.put.length).toBe(whole.changes.courses!.put.length);
    expect(pages.slice(1).some((p) => p.changes.courses)).toBe(false);
  });

  it("returns every row of a teacher's scope exactly once", async () => {
    const token = tokens['teacher@demo.test']!;
    const pages = await pullAllPages(server, token, randomUUID());
    expect(pages.length).toBeGreaterThan(1);
    expectEveryRowOnce(pages, await pull(server, token, randomUUID()));
  });

  it('misses no row that changes while the pages are read: the next pull from the final cursor has it', async () => {
    const token = tokens['admin@demo.test']!;
    let added = 0;
    const pages = await pullAllPages(server, token, randomUUID(), undefined, async () => {
      added += 1;
      // Ids that sort both before and after the keyset's position.
      await server.db.execute(sql`insert into users (id, organisation_id, firebase_uid, role)
        values (${`u5-a-late-${added}`}, '5', ${`late-a-${added}`}, 'learner'), (${`u5-z-late-${added}`}, '5', ${`late-z-${added}`}, 'learner')`);
    });
    const next = await pull(server, token, randomUUID(), pages.at(-1)!.cursor);
    expect(next.reset).toBe(false);
    const seen = new Set([...pagedIds(pages, 'people'), ...putIds(next, 'people')]);
    for (let n = 1; n <= added; n += 1) {
      expect(seen.has(`u5-a-late-${n}`)).toBe(true);
      expect(seen.has(`u5-z-late-${n}`)).toBe(true);
    }
  });

  it('refuses a page token it did not write with a 400', async () => {
    const bad = await pullPage(server, tokens['admin@demo.test']!, { clientId: randomUUID(), page: 'not-a-token' });
    expect(bad.status).toBe(400);
  });
});

describe("scope changes reach the teacher's next pull", () => {
  it('adds a learner put into a batch the teacher teaches, with their activity', async () => {
    const token = tokens['teacher@demo.test']!;
    const client = randomUUID();
    const before = await pull(server, token, client);
    expect(putIds(before, 'people')).not.toContain('u5-outsider');
    await server.db.execute(sql`insert into batch_members (id, organisation_id, batch_id, user_id)
      values ('b5-spreadsheets-spring-u5-outsider', '5', 'b5-spreadsheets-spring', 'u5-outsider')`);
    const after = await pull(server, token, client, before.cursor);
    expect(after.reset).toBe(true);
    expect(putIds(after, 'people')).toContain('u5-outsider');
    expect(attemptIds(after)).toContain(OUTSIDER_ATTEMPT);
    expect(putIds(after, 'batchMembers')).toContain('b5-spreadsheets-spring-u5-outsider');
  });

  it("removes a learner taken out of the batch: the next pull is the new full scope without their rows", async () => {
    const token = tokens['teacher@demo.test']!;
    const client = randomUUID();
    const before = await pull(server, token, client);
    expect(putIds(before, 'people')).toContain('u5-kwame');
    expect(attemptIds(before)).toContain(PRIYA_ATTEMPT);
    // Kwame leaves the teacher's only batch he was in; Priya leaves Spreadsheets but stays in Python.
    await server.db.execute(sql`delete from batch_members where id in ('b5-spreadsheets-spring-u5-kwame', 'b5-spreadsheets-spring-u5-priya')`);
    const after = await pull(server, token, client, before.cursor);
    expect(after.reset).toBe(true);
    expect(putIds(after, 'people')).not.toContain('u5-kwame');
    expect(putIds(after, 'people')).toContain('u5-priya');
    expect(putIds(after, 'batchMembers')).not.toContain('b5-spreadsheets-spring-u5-kwame');
    expect(attemptIds(after)).not.toContain(PRIYA_ATTEMPT);
    expect(putIds(after, 'memberExerciseAttempts')).not.toContain(PRIYA_EXERCISE_ATTEMPT);
    expect(JSON.stringify(after.changes.studentProgress)).not.toContain('u5-kwame');
  });

  it("sends a deleted attempt of a member as a deletion", async () => {
    const token = tokens['teacher@demo.test']!;
    const client = randomUUID();
    const before = await pull(server, token, client);
    expect(attemptIds(before)).toContain(OUTSIDER_ATTEMPT);
    await server.db.execute(sql`delete from quiz_attempts where id = ${OUTSIDER_ATTEMPT}`);
    const after = await pull(server, token, client, before.cursor);
    expect(after.reset).toBe(false);
    expect(after.changes.memberQuizResults!.del).toEqual([OUTSIDER_ATTEMPT]);
  });

  it('resets on a role change: a teacher made learner loses the staff tables, and gets them back', async () => {
    const token = tokens['teacher@demo.test']!;
    const client = randomUUID();
    const asTeacher = await pull(server, token, client);
    await server.db.execute(sql`update users set role = 'learner' where id = 'u5-teacher'`);
    const asLearner = await pull(server, token, client, asTeacher.cursor);
    expect(asLearner.reset).toBe(true);
    expect(asLearner.changes).not.toHaveProperty('people');
    expect(asLearner.changes).not.toHaveProperty('memberQuizResults');
    expect(putIds(asLearner, 'batchMembers')).toEqual([]);
    await server.db.execute(sql`update users set role = 'teacher' where id = 'u5-teacher'`);
    const again = await pull(server, token, client, asLearner.cursor);
    expect(again.reset).toBe(true);
    expect(putIds(again, 'people').length).toBeGreaterThan(0);
  });
});

describe("admin deltas", () => {
  it('sends a revoked grant and a new enrolment on the next pull', async () => {
    const token = tokens['admin@demo.test']!;
    const client = randomUUID();
    const before = await pull(server, token, client);
    expect(putIds(before, 'accessGrants')).toContain('a-c5-writing-u5-learner');
    await server.db.execute(sql`delete from course_access where id = 'a-c5-writing-u5-learner'`);
    await server.db.execute(sql`insert into enrolments (id, organisation_id, course_id, user_id, status)
      values ('e-fixture', '5', 'c5-data', 'u5-outsider', 'requested')`);
    const after = await pull(server, token, client, before.cursor);
    expect(after.reset).toBe(false);
    expect(after.changes.accessGrants!.del).toEqual(['a-c5-writing-u5-learner']);
    expect(putIds(after, 'orgEnrolments')).toEqual(['u5-outsider:c5-data']);
  });

  it("sends a removed person with when they were removed, and null again once restored (the people list reads it offline)", async () => {
    const token = tokens['admin@demo.test']!;
    const client = randomUUID();
    const before = await pull(server, token, client);
    expect(before.changes.people!.put.find((p) => p.id === 'u5-outsider')).toMatchObject({ removedAt: null });
    await server.db.execute(sql`update users set removed_at = '2026-11-20T10:00:00Z' where id = 'u5-outsider'`);
    const removed = await pull(server, token, client, before.cursor);
    expect(removed.changes.people!.put).toEqual([expect.objectContaining({ id: 'u5-outsider', removedAt: '2026-11-20T10:00:00.000Z' })]);
    await server.db.execute(sql`update users set removed_at = null where id = 'u5-outsider'`);
    const restored = await pull(server, token, client, removed.cursor);
    expect(restored.changes.people!.put).toEqual([expect.objectContaining({ id: 'u5-outsider', removedAt: null })]);
  });
});
