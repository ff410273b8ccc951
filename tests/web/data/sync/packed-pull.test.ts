// The packed memberQuizResults (issue 55, item 5) on the device: the packer and unpacker give back
// exactly the rows packed (multi-answer and empty answers, partial credit, a percent that is not the
// rounded ratio), rows that do not fit stay as rows, an unknown version is refused, and a pull asks
// for the table packed and stores the unpacked rows with their summaries (each
// summary's values checked).
import { beforeEach, describe, expect, test } from 'vitest';
import { isoTime, packMemberQuizResults, unpackMemberQuizResults, type PackedMemberQuizResults } from '@contract/member-quiz-pack';
import type { MemberQuizResultRowData } from '@contract/staff';
import type { PullResponse } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { pullChanges } from '@/data/sync/pull';
import '@/data/table-hooks';
import type { SyncTransport } from '@/data/sync/transport';

type Attempt = MemberQuizResultRowData['attempts'][number];
const attempt = (id: string, over: Partial<Attempt> = {}): Attempt => ({
  id, quizId: 'q1', score: 2, total: 3, percent: 67, passMark: 60, passed: true, version: 1,
  startedAt: '2026-10-01T09:00:00.000Z', submittedAt: '2026-10-01T09:10:00.125Z', gradedAt: '2026-10-01T09:10:00.125Z',
  given: ['A', ['B', 'C'], null], earned: [1, 2, 0], right: '110', ...over,
});
const rows: MemberQuizResultRowData[] = [
  { id: 'u1', userId: 'u1', attempts: [attempt('a1'), attempt('a2', { given: ['B', ['C'], 'A'], earned: [0, 2, 0], right: '010', score: 2, percent: 67 })] },
  // Partial credit (earned is not the question's points), a percent other than the ratio's, another version.
  { id: 'u2', userId: 'u2', attempts: [attempt('a3', { earned: [0.5, 2, 0], score: 2.5, percent: 80, version: 2, passed: false }), attempt('a4', { quizId: 'q2', total: 0, score: 0, percent: 0, given: [], earned: [], right: '' })] },
];

describe('packing learners’ attempts', () => {
  test('unpacks to exactly the rows packed', () => {
    const { packed, rest } = packMemberQuizResults(rows);
    expect(rest).toEqual([]);
    const wire = JSON.parse(JSON.stringify(packed)) as PackedMemberQuizResults;
    expect(unpackMemberQuizResults(wire)).toStrictEqual(rows);
    // Each answer text once.
    expect(wire.strings.sort()).toEqual(['A', 'B', 'C']);
  });

  test('writes whole-second times in seconds and single answers as one string, and reads them back', () => {
    const plain: MemberQuizResultRowData[] = [{ id: 'u6', userId: 'u6', attempts: [attempt('a8', {
      startedAt: '2026-10-01T09:00:00.000Z', submittedAt: '2026-10-01T09:10:00.000Z', gradedAt: '2026-10-01T09:10:01.000Z', given: ['A', 'C', 'B'],
    })] }];
    const { packed } = packMemberQuizResults(plain);
    expect(packed!.unit).toBe(1000);
    expect(packed!.rows[0]![1][0]![8]).toBe('012');
    expect(unpackMemberQuizResults(JSON.parse(JSON.stringify(packed)) as PackedMemberQuizResults)).toStrictEqual(plain);
  });

  test('leaves rows it cannot pack as rows', () => {
    const odd: MemberQuizResultRowData[] = [
      { id: 'u3', userId: 'u3', attempts: [attempt('a5', { startedAt: '2026-10-01T09:00:00Z' })] },
      { id: 'u4', userId: 'u4', attempts: [{ ...attempt('a6'), extra: 1 } as Attempt] },
      { id: 'x5', userId: 'u5', attempts: [attempt('a7')] },
    ];
    const { packed, rest } = packMemberQuizResults([...odd, rows[0]!]);
    expect(rest).toStrictEqual(odd);
    expect(unpackMemberQuizResults(packed!)).toStrictEqual([rows[0]]);
  });

  test('formats times as toISOString does, fast within 1970–9999 and by toISOString outside', () => {
    const days = new Map<number, string>();
    const edges = [0, 1, 999, 1000, 86_399_999, 86_400_000, Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(2100, 2, 1), 253_402_300_799_999, 253_402_300_800_000, -1, -86_400_001, 1.5];
    // A fixed walk over 9,000 years in uneven steps (leap days, month ends, every hour and millisecond value).
    const walk = Array.from({ length: 20_000 }, (_, i) => Math.floor(i * 12_671_937_281.357) % 253_402_300_800_000);
    for (const ms of [...edges, ...walk]) expect(isoTime(ms, days)).toBe(new Date(ms).toISOString());
  });

  test('refuses a packed version it does not know', () => {
    const { packed } = packMemberQuizResults(rows);
    expect(() => unpackMemberQuizResults({ ...packed!, v: 2 as 1 })).toThrow(/version 2/);
  });
});

describe('a staff device’s pull', () => {
  beforeEach(async () => {
    await clearLocalUserData();
  });

  test('asks for memberQuizResults packed and stores them unpacked with their summaries', async () => {
    const asked: (string | undefined)[] = [];
    const { packed } = packMemberQuizResults(rows);
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('no push here')),
      pull: (query) => {
        asked.push(query.pack);
        const answer: PullResponse = { cursor: '5', reset: true, lastMutationId: 0, changes: { memberQuizResults: { put: [], del: [], packed } } };
        return Promise.resolve(answer);
      },
    };
    await pullChanges(transport);
    expect(asked).toEqual(['memberQuizResults']);
    expect(await db.memberQuizResults.orderBy('id').toArray()).toStrictEqual(rows);
    // The derived summaries, written beside the rows, as the Batches screens read them.
    expect(await db.memberQuizSummaries.orderBy('id').toArray()).toStrictEqual([
      { id: 'u1', attempted: ['q1'], passed: ['q1'], attempts: 2, percentSum: 134 },
      { id: 'u2', attempted: ['q1', 'q2'], passed: ['q2'], attempts: 2, percentSum: 80 },
    ]);
  });
});
