// How a staff device writes a paged pull of packed quiz attempts (issue 55 item 5): one transaction a
// page, the learners' rows and their summaries each in one request list per page (never a write or a
// transaction per row, no read of what is being replaced), the next page's transaction opened while
// the page before is still being written, and no later page written when an earlier one fails.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { packMemberQuizResults } from '@contract/member-quiz-pack';
import type { MemberQuizResultRowData } from '@contract/staff';
import type { PullResponse } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { EarlierPageNotWritten, pullChanges, writePull, preparePull } from '@/data/sync/pull';
import '@/data/table-hooks';
import type { SyncTransport } from '@/data/sync/transport';

const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 9, minute)).toISOString();
/** `count` learners from `first`, each with 3 attempts at 2 quizzes. */
function learners(first: number, count: number): MemberQuizResultRowData[] {
  return Array.from({ length: count }, (_, i) => {
    const userId = `u${first + i}`;
    return {
      id: userId, userId,
      attempts: Array.from({ length: 6 }, (_, k) => ({
        id: `${userId}-a${k}`, quizId: `q${k % 2}`, score: k % 3, total: 2, percent: [0, 50, 100][k % 3]!, passMark: 50, passed: k % 3 > 0, version: 1,
        startedAt: at(k), submittedAt: at(k + 10), gradedAt: at(k + 10), given: ['A', k % 3 === 2 ? 'A' : 'B'], earned: [k % 3 > 0 ? 1 : 0, k % 3 === 2 ? 1 : 0], right: ['00', '10', '11'][k % 3]!,
      })),
    };
  });
}
const pageOf = (rows: MemberQuizResultRowData[], more: Partial<PullResponse>): PullResponse => ({
  cursor: '30', reset: false, lastMutationId: 0, changes: { memberQuizResults: { put: [], del: [], packed: packMemberQuizResults(rows).packed }, people: { put: [], del: [] } }, ...more,
});
const PAGES = [learners(0, 40), learners(40, 40), learners(80, 25)];
const answers = (): PullResponse[] => [
  pageOf(PAGES[0]!, { reset: true, more: true, page: 'p2' }),
  pageOf(PAGES[1]!, { more: true, page: 'p3' }),
  pageOf(PAGES[2]!, {}),
];
function transportOf(pages: PullResponse[]): SyncTransport {
  return { push: () => Promise.reject(new Error('no push here')), pull: () => Promise.resolve(pages.shift()!) };
}

beforeEach(async () => {
  await clearLocalUserData();
});
afterEach(() => {
  vi.restoreAllMocks();
});

test('each page writes its learners and their summaries in one transaction, one list of requests each, reading none of them', async () => {
  const rowPuts = vi.spyOn(db.memberQuizResults, 'bulkPut');
  const summaryPuts = vi.spyOn(db.memberQuizSummaries, 'bulkPut');
  const singlePuts = [vi.spyOn(db.memberQuizResults, 'put'), vi.spyOn(db.memberQuizSummaries, 'put')];
  const transactions: string[][] = [];
  const open = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
    const names = args.slice(1, -1).flat().map((table) => (table as { name: string }).name);
    if (names.includes('memberQuizSummaries')) transactions.push(names);
    return open(...args);
  }) as never);
  const reads: string[] = [];
  for (const method of ['get', 'getAll', 'openCursor'] as const) {
    const original = IDBObjectStore.prototype[method] as (...a: unknown[]) => IDBRequest;
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
      if (this.name.startsWith('memberQuiz')) reads.push(`${method} ${this.name}`);
      return original.apply(this, args);
    } as never);
  }
  await pullChanges(transportOf(answers()));
  expect(transactions).toHaveLength(3);
  expect(rowPuts.mock.calls.map(([rows]) => rows.length)).toEqual([40, 40, 25]);
  expect(summaryPuts.mock.calls.map(([rows]) => rows.length)).toEqual([40, 40, 25]);
  for (const put of singlePuts) expect(put).not.toHaveBeenCalled();
  expect(reads).toEqual([]);
  // And what they wrote is what was packed, with a summary per learner.
  expect(await db.memberQuizResults.orderBy('id').toArray()).toStrictEqual(PAGES.flat().sort((a, b) => a.id.localeCompare(b.id)));
  expect(await db.memberQuizSummaries.get('u3')).toEqual({ id: 'u3', attempted: ['q0', 'q1'], passed: ['q1', 'q0'], attempts: 6, percentSum: 300 });
});

test("the next page's transaction is opened while the page before is still being written, and the pages land in order", async () => {
  const events: string[] = [];
  const original = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  let n = 0;
  vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
    const names = args.slice(1, -1).flat().map((table) => (table as { name: string }).name);
    if (!names.includes('memberQuizResults')) return original(...args);
    const page = (n += 1);
    events.push(`open ${page}`);
    return original(...args).finally(() => events.push(`done ${page}`));
  }) as never);
  await pullChanges(transportOf(answers()));
  expect(events.indexOf('open 2')).toBeLessThan(events.indexOf('done 1'));
  expect(events.filter((e) => e.startsWith('done'))).toEqual(['done 1', 'done 2', 'done 3']);
  expect(await db.memberQuizResults.count()).toBe(105);
  expect((await db.syncState.get('cursor'))?.value).toBe('30');
});

test('a page whose earlier page was not written is not written either', async () => {
  await db.syncState.put({ key: 'pullPage', value: 'another pull:1' });
  await expect(writePull(preparePull(pageOf(PAGES[1]!, { more: true, page: 'p3' })), { mark: 'this pull:2', after: 'this pull:1' })).rejects.toBeInstanceOf(EarlierPageNotWritten);
  expect(await db.memberQuizResults.count()).toBe(0);
  expect(await db.memberQuizSummaries.count()).toBe(0);
  await writePull(preparePull(pageOf(PAGES[1]!, { more: true, page: 'p3' })), { mark: 'this pull:2', after: 'another pull:1' });
  expect(await db.memberQuizResults.count()).toBe(40);
  expect((await db.syncState.get('pullPage'))?.value).toBe('this pull:2');
});

test('when a page fails after the next one is under way, the first failure is thrown and no later page is written', async () => {
  // The second page's summaries cannot be stored: its transaction aborts once IndexedDB has taken the third page's.
  const put = IDBObjectStore.prototype.put;
  let failed = false;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
    if (this.name === 'memberQuizSummaries' && (args[0] as { id: string }).id === 'u45') {
      failed = true;
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return put.apply(this, args);
  });
  await expect(pullChanges(transportOf(answers()))).rejects.toSatisfy((error: Error) => error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError');
  expect(failed).toBe(true);
  vi.restoreAllMocks();
  // Page 1 is kept (the next pull starts again from the old cursor); pages 2 and 3 are not there.
  expect((await db.memberQuizResults.toCollection().primaryKeys()).length).toBe(40);
  expect(await db.syncState.get('cursor')).toBeUndefined();
});
