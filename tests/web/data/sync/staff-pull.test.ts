// The staff tables on the device (issue 14): a learner removed from a teacher's batch loses every
// row on the teacher's device (the server answers the new full scope as a reset), a member's
// deleted row is deleted, and a paged pull is applied page by page with the cursor kept until the last.
import { beforeEach, describe, expect, test } from 'vitest';
import type { PullResponse } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyPull, pullChanges } from '@/data/sync/pull';
// The app's table hooks, as the page sync loads them: summaries follow a staff device's quiz attempts.
import '@/data/table-hooks';
import { TransportFailure, type SyncTransport } from '@/data/sync/transport';

const at = '2026-11-22T10:00:00.000Z';
const answer = (changes: PullResponse['changes'], more: Partial<PullResponse> = {}): PullResponse => ({ cursor: '10', reset: false, lastMutationId: 0, changes, ...more });
const person = (id: string) => ({ id, name: id, email: null, photoUrl: null, role: 'learner' as const, createdAt: at, updatedAt: at });
// One row per learner; an attempt's deletion arrives as the attempt's id.
const attempt = (id: string, userId: string) => ({
  id: userId, userId,
  attempts: [{ id, quizId: 'q1', score: 1, total: 2, percent: 50, passMark: 50, passed: true, version: 1, startedAt: at, submittedAt: at, gradedAt: at, given: ['A', 'B'], earned: [1, 0], right: '10' }],
});

/** The rows of one member across the teacher's tables. */
function memberRows(userId: string): PullResponse['changes'] {
  return {
    people: { put: [person(userId)], del: [] },
    batchMembers: { put: [{ id: `b1-${userId}`, batchId: 'b1', userId }], del: [] },
    studentProgress: { put: [{ id: `${userId}:l1:0`, userId, courseId: 'c1', lessonId: 'l1' }], del: [] },
    memberQuizResults: { put: [attempt(`qa-${userId}`, userId)], del: [] },
    memberExerciseAttempts: { put: [{ id: `xa-${userId}`, userId, exerciseId: 'x1' }], del: [] },
    memberReviews: { put: [{ id: `rv-${userId}`, userId, deckId: 'd1', cardId: 'k1', rating: 3, reviewedAt: at }], del: [] },
    memberDevices: { put: [{ id: userId, lastPulledAt: at, lastPushedAt: null }], del: [] },
  };
}

/** Every id of `userId` left on the device in the staff and member tables. */
async function rowsOf(userId: string): Promise<string[]> {
  const tables = [db.people, db.batchMembers, db.studentProgress, db.memberQuizResults, db.memberExerciseAttempts, db.memberReviews, db.memberDevices];
  const ids = await Promise.all(tables.map((table) => table.toCollection().primaryKeys()));
  return ids.flat().map(String).filter((id) => id.includes(userId));
}

function merge(...parts: PullResponse['changes'][]): PullResponse['changes'] {
  const merged: PullResponse['changes'] = {};
  for (const part of parts) {
    for (const [name, c] of Object.entries(part)) merged[name] = { put: [...(merged[name]?.put ?? []), ...c.put], del: [...(merged[name]?.del ?? []), ...c.del] };
  }
  return merged;
}

beforeEach(async () => {
  await clearLocalUserData();
});

describe("a teacher's device", () => {
  test("deletes every row of a learner removed from the batch when the server resets to the new scope", async () => {
    await applyPull(answer(merge(memberRows('u-kwame'), memberRows('u-priya')), { reset: true }));
    expect(await rowsOf('u-kwame')).toHaveLength(7);
    await applyPull(answer(memberRows('u-priya'), { reset: true, cursor: '11' }));
    expect(await rowsOf('u-kwame')).toEqual([]);
    expect(await rowsOf('u-priya')).toHaveLength(7);
    // The summaries kept beside the attempts follow them.
    expect(await db.memberQuizSummaries.toCollection().primaryKeys()).toEqual(['u-priya']);
  });

  test("deletes a member's row the server lists in del", async () => {
    await applyPull(answer(memberRows('u-priya'), { reset: true }));
    expect(await db.memberQuizSummaries.get('u-priya')).toEqual({ id: 'u-priya', attempted: ['q1'], passed: ['q1'], attempts: 1, percentSum: 50 });
    await applyPull(answer({ memberQuizResults: { put: [], del: ['qa-u-priya'] } }, { cursor: '12' }));
    expect(await db.memberQuizResults.count()).toBe(0);
    expect(await db.memberQuizSummaries.count()).toBe(0);
    expect(await db.people.get('u-priya')).toMatchObject({ name: 'u-priya' });
  });

  test("a deleted attempt leaves the learner's other attempts in their row", async () => {
    const row = attempt('qa-1', 'u-priya');
    await applyPull(answer({ memberQuizResults: { put: [{ ...row, attempts: [...row.attempts, { ...row.attempts[0]!, id: 'qa-2' }] }], del: [] } }, { reset: true }));
    await applyPull(answer({ memberQuizResults: { put: [], del: ['qa-1'] } }, { cursor: '12' }));
    expect((await db.memberQuizResults.get('u-priya'))!.attempts.map((a) => a.id)).toEqual(['qa-2']);
    expect(await db.memberQuizSummaries.get('u-priya')).toMatchObject({ attempts: 1, percentSum: 50 });
  });

  test("a learner's row sent again replaces their summary", async () => {
    const row = attempt('qa-1', 'u-priya');
    await applyPull(answer({ memberQuizResults: { put: [row], del: [] } }, { reset: true }));
    const failed = { ...row.attempts[0]!, id: 'qa-2', quizId: 'q2', percent: 20, passed: false };
    await applyPull(answer({ memberQuizResults: { put: [{ ...row, attempts: [...row.attempts, failed] }], del: [] } }, { cursor: '12' }));
    expect(await db.memberQuizSummaries.get('u-priya')).toEqual({ id: 'u-priya', attempted: ['q1', 'q2'], passed: ['q1'], attempts: 2, percentSum: 70 });
  });

  test('a reset without attempts clears the summaries too', async () => {
    await applyPull(answer(memberRows('u-priya'), { reset: true }));
    await applyPull(answer({ people: { put: [person('u-priya')], del: [] } }, { reset: true, cursor: '12' }));
    expect(await db.memberQuizSummaries.count()).toBe(0);
  });

  test('an admin role change to learner: the reset leaves no staff row behind', async () => {
    await applyPull(answer(merge(memberRows('u-priya'), { accessGrants: { put: [{ id: 'g1', userId: 'u-priya', courseId: 'c1', grantedBy: null, createdAt: at }], del: [] } }), { reset: true }));
    await applyPull(answer({ courses: { put: [{ id: 'c1', title: 'Algebra' }], del: [] } }, { reset: true, cursor: '13' }));
    expect(await rowsOf('u-priya')).toEqual([]);
    expect(await db.accessGrants.count()).toBe(0);
  });
});

describe('a paged pull', () => {
  /** A transport answering `pages` in order and recording each query. */
  function pagedTransport(pages: Array<PullResponse | Error>) {
    const queries: Array<{ cursor?: string; page?: string }> = [];
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('no push here')),
      pull: async ({ cursor, page }) => {
        queries.push({ cursor, page });
        const next = pages.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no more pages');
        return next;
      },
    };
    return { transport, queries };
  }

  test('applies every page, sends each token with the held cursor, and records the cursor only after the last', async () => {
    await db.syncState.put({ key: 'cursor', value: '5' });
    const { transport, queries } = pagedTransport([
      answer(memberRows('u-a'), { reset: true, cursor: '20', more: true, page: 'p2' }),
      answer({ people: { put: [person('u-b')], del: [] } }, { cursor: '20', more: true, page: 'p3' }),
      answer({ people: { put: [person('u-c')], del: [] } }, { cursor: '20' }),
    ]);
    await pullChanges(transport);
    expect(queries).toEqual([{ cursor: '5', page: 'start' }, { cursor: '5', page: 'p2' }, { cursor: '5', page: 'p3' }]);
    expect((await db.people.toCollection().primaryKeys()).sort()).toEqual(['u-a', 'u-b', 'u-c']);
    expect((await db.syncState.get('cursor'))?.value).toBe('20');
  });

  test('keeps the old cursor when a page fails, so the next pull starts again from it', async () => {
    await db.syncState.put({ key: 'cursor', value: '5' });
    const { transport } = pagedTransport([
      answer(memberRows('u-a'), { cursor: '20', more: true, page: 'p2' }),
      new TransportFailure('network', 'offline'),
    ]);
    await expect(pullChanges(transport)).rejects.toThrow('offline');
    expect(await db.people.get('u-a')).toBeDefined();
    expect((await db.syncState.get('cursor'))?.value).toBe('5');
  });

  test('asks for the next page while the current one is applied, and still applies them in order', async () => {
    const seenWhenAsked: number[] = [];
    const pages = [
      answer({ people: { put: [person('u-a')], del: [] } }, { cursor: '20', more: true, page: 'p2' }),
      answer({ people: { put: [person('u-a'), person('u-b')], del: [] } }, { cursor: '20' }),
    ];
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('no push here')),
      pull: async () => {
        // How many people the device held when this page was asked for: page 2 is asked before page 1 is applied.
        seenWhenAsked.push(await db.people.count());
        return pages.shift()!;
      },
    };
    await pullChanges(transport);
    expect(seenWhenAsked).toEqual([0, 0]);
    expect((await db.people.toCollection().primaryKeys()).sort()).toEqual(['u-a', 'u-b']);
    expect((await db.syncState.get('cursor'))?.value).toBe('20');
  });

  test('a page that cannot be applied stops the pull: the page fetched ahead is dropped and the cursor kept', async () => {
    await db.syncState.put({ key: 'cursor', value: '5' });
    const { transport } = pagedTransport([
      // A row holding a function cannot be stored (IndexedDB cannot clone it): the first page's transaction fails.
      answer({ people: { put: [{ ...person('u-a'), photoUrl: () => 'not data' }], del: [] } }, { cursor: '20', more: true, page: 'p2' }),
      answer({ people: { put: [person('u-b')], del: [] } }, { cursor: '20' }),
    ]);
    await expect(pullChanges(transport)).rejects.toThrow();
    expect(await db.people.count()).toBe(0);
    expect((await db.syncState.get('cursor'))?.value).toBe('5');
  });
});
