/**
 * The packed wire shape of `memberQuizResults` (issue 55, item 5), which a staff device asks for with
 * `pack=memberQuizResults` on `GET /api/sync/pull` (a device that does not ask gets the rows as
 * before). One page's learners' rows become `{v, t0, versions, strings, rows}`: each quiz version
 * (quiz, version, pass mark, points per question) once, each answer text once, and every attempt a
 * positional array. {@link unpackMemberQuizResults} gives back rows equal to the ones packed. A row
 * that does not fit the shape (a field it does not know, a date that does not round-trip) stays in
 * `put` as it is.
 */
import type { MemberQuizAttempt, MemberQuizResultRowData } from './staff';

type Attempt = Omit<MemberQuizAttempt, 'userId'>;
/** A given answer: an index into `strings`, a list of them, or null (nothing given). */
type PackedGiven = number | number[] | null;
/**
 * One attempt: id, index into `versions`, score, total, passed (1/0), startedAt − t0, submittedAt −
 * startedAt, gradedAt − submittedAt (in `unit` milliseconds), given (a string of {@link DIGITS}, one
 * an answer, when every answer is one text among the first 62; else a list), earned (0: each right answer earned its
 * question's points and each wrong one 0), right, and percent only when it is not
 * round(score / total × 100).
 */
export type PackedAttempt = [string, number, number, number, 0 | 1, number, number, number, PackedGiven[] | string, 0 | number[], string, number?];
/** Quiz id, version, pass mark, points per question (of a right answer, as the attempts show). */
export type PackedVersion = [string, number, number, number[]];

export interface PackedMemberQuizResults {
  v: 1;
  t0: number;
  /** The times' unit in milliseconds: 1000 when every time of the page is a whole second, else 1. */
  unit: number;
  versions: PackedVersion[];
  strings: string[];
  /** Per learner (the row's id is their user id): [userId, attempts]. */
  rows: [string, PackedAttempt[]][];
}

/** The wire version this module reads and writes. */
export const MEMBER_QUIZ_PACK_VERSION = 1;
/** The digits of a given answer's index in the string form of `given`. */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ATTEMPT_FIELDS = 'id,quizId,score,total,percent,passMark,passed,version,startedAt,submittedAt,gradedAt,given,earned,right';

const percentOf = (score: number, total: number) => (total > 0 ? Math.round((score / total) * 100) : 0);
/** Milliseconds of an ISO time that round-trips exactly, else null. */
function millis(text: string): number | null {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text ? ms : null;
}
const earnedOf = (right: string, points: readonly number[]) => points.map((p, i) => (right[i] === '1' ? p : 0));
const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

/** Packs `rows` (one page's); returns the packed part and the rows left as they are. */
export function packMemberQuizResults(rows: readonly MemberQuizResultRowData[]): { packed: PackedMemberQuizResults | null; rest: MemberQuizResultRowData[] } {
  const packable = (attempt: Attempt) => Object.keys(attempt).sort().join() === [...ATTEMPT_FIELDS.split(',')].sort().join()
    && millis(attempt.startedAt) !== null && millis(attempt.submittedAt) !== null && millis(attempt.gradedAt) !== null;
  const rest: MemberQuizResultRowData[] = [];
  const kept: MemberQuizResultRowData[] = [];
  for (const row of rows) (row.id === row.userId && Object.keys(row).length === 3 && row.attempts.every(packable) ? kept : rest).push(row);
  if (kept.length === 0) return { packed: null, rest };
  const times = kept.flatMap((row) => row.attempts.flatMap((a) => [millis(a.startedAt)!, millis(a.submittedAt)!, millis(a.gradedAt)!]));
  const unit = times.every((ms) => ms % 1000 === 0) ? 1000 : 1;
  const t0 = Math.min(...times) / unit;
  const versions: PackedVersion[] = [];
  const versionIndex = new Map<string, number>();
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const text = (s: string) => stringIndex.get(s) ?? (stringIndex.set(s, strings.length), strings.push(s) - 1);
  const versionOf = (a: Attempt) => {
    const key = `${a.quizId}\u0000${a.version}\u0000${a.passMark}\u0000${a.earned.length}`;
    let index = versionIndex.get(key);
    if (index === undefined) {
      // Each question's points: what its first right answer among these attempts earned.
      const points = a.earned.map((_, i) => kept.flatMap((r) => r.attempts).find((b) => b.quizId === a.quizId && b.version === a.version && b.right[i] === '1')?.earned[i] ?? 0);
      versionIndex.set(key, (index = versions.push([a.quizId, a.version, a.passMark, points]) - 1));
    }
    return index;
  };
  const packAttempt = (a: Attempt): PackedAttempt => {
    const v = versionOf(a);
    const [started, submitted, graded] = [millis(a.startedAt)! / unit, millis(a.submittedAt)! / unit, millis(a.gradedAt)! / unit];
    const list = a.given.map((g): PackedGiven => (g === null ? null : typeof g === 'string' ? text(g) : g.map(text)));
    const given = list.every((g) => typeof g === 'number' && g < DIGITS.length) ? (list as number[]).map((g) => DIGITS[g]).join('') : list;
    const derived = a.right.length === a.earned.length && sameNumbers(earnedOf(a.right, versions[v]![3]), a.earned);
    const packed: PackedAttempt = [a.id, v, a.score, a.total, a.passed ? 1 : 0, started - t0, submitted - started, graded - submitted, given, derived ? 0 : a.earned, a.right];
    if (a.percent !== percentOf(a.score, a.total)) packed.push(a.percent);
    return packed;
  };
  return { packed: { v: 1, t0, unit, versions, strings, rows: kept.map((row) => [row.id, row.attempts.map(packAttempt)]) }, rest };
}

const DAY_MS = 86_400_000;
/** The first millisecond of year 10,000: ISO strings from there on have six-digit years. */
const YEAR_10000_MS = 253_402_300_800_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/**
 * `new Date(ms).toISOString()`, about ten times faster for times of the years 1970–9999 in whole
 * milliseconds (each day's date formatted once, in `days`): a page's unpacking formats three times
 * an attempt, 108,000 for a teacher's 36,000 attempts, which was the largest part of it.
 */
export function isoTime(ms: number, days: Map<number, string>): string {
  if (!(ms >= 0 && ms < YEAR_10000_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let date = days.get(day);
  if (date === undefined) days.set(day, (date = new Date(day * DAY_MS).toISOString().slice(0, 11)));
  let rest = ms - day * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  return `${date}${TWO_DIGITS[hours]!}:${TWO_DIGITS[minutes]!}:${TWO_DIGITS[seconds]!}.${THREE_DIGITS[rest - seconds * 1000]!}Z`;
}

/** A digit of {@link DIGITS} by its character code: the index it stands for. */
const DIGIT_VALUE = new Map([...DIGITS].map((digit, index) => [digit.charCodeAt(0), index]));

/**
 * The rows of a packed page, equal to those packed (field order included), in one pass over the
 * attempts. Throws on a version it does not know.
 */
export function unpackMemberQuizResults(packed: PackedMemberQuizResults): MemberQuizResultRowData[] {
  if (packed.v !== MEMBER_QUIZ_PACK_VERSION) throw new Error(`memberQuizResults packed in version ${String(packed.v)}, which this device does not read.`);
  const { t0, unit, versions, strings } = packed;
  const days = new Map<number, string>();
  const iso = (time: number) => isoTime(time * unit, days);
  const text = (g: PackedGiven) => (g === null ? null : typeof g === 'number' ? strings[g]! : g.map((i) => strings[i]!));
  const answers = (given: PackedGiven[] | string): Attempt['given'] => {
    if (typeof given !== 'string') return given.map(text);
    const list: Attempt['given'] = new Array<string>(given.length);
    for (let i = 0; i < given.length; i += 1) list[i] = strings[DIGIT_VALUE.get(given.charCodeAt(i)) ?? -1]!;
    return list;
  };
  return packed.rows.map(([userId, attempts]) => ({
    id: userId,
    userId,
    attempts: attempts.map(([id, v, score, total, passed, started, submitted, graded, given, earned, right, percent]): Attempt => {
      const [quizId, version, passMark, points] = versions[v]!;
      const startedMs = t0 + started;
      return {
        id, quizId, score, total, percent: percent ?? percentOf(score, total), passMark, passed: passed === 1, version,
        startedAt: iso(startedMs), submittedAt: iso(startedMs + submitted), gradedAt: iso(startedMs + submitted + graded),
        given: answers(given),
        earned: earned === 0 ? earnedOf(right, points) : earned,
        right,
      };
    }),
  }));
}
