/**
 * From one quiz's attempts to what the screen and its CSV exports show: the filter (batch, dates),
 * one line per attempt, and the columns each table and its export share, so an export always has
 * the rows and columns on screen (Kolibri #6642). Pure, for tests.
 */
import type { QuizResultRowData } from '@contract/quizzes';
import type { CsvColumn } from '@/ui/csv';
import { flagLabels, type ItemAnalysis } from './item-analysis';

/** What the screen filters by; dates are `YYYY-MM-DD` in the device's time zone, both ends included. */
export interface ResultsFilter {
  batchId: string | null;
  from: string | null;
  to: string | null;
}

/** The batches and people an attempt is named and grouped by. */
export interface AttemptContext {
  courseId: string;
  batches: readonly { id: string; name: string; courseId: string }[];
  members: ReadonlyMap<string, ReadonlySet<string>>;
  people: ReadonlyMap<string, { name: string | null; email: string | null }>;
}

/** One attempt as the attempts table and its export show it. */
export interface AttemptLine {
  id: string;
  learner: string;
  email: string;
  batch: string;
  submittedAt: string;
  score: number;
  total: number;
  percent: number;
  passed: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The device-local calendar day of an ISO instant, `YYYY-MM-DD`. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The device-local day and time of an ISO instant, `YYYY-MM-DD HH:mm` (sorts as text, reads in a spreadsheet). */
export function localDayTime(iso: string): string {
  const date = new Date(iso);
  return `${localDay(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The attempts `filter` keeps: by a learner of the batch (of the quiz's course), submitted within the dates. */
export function filterAttempts(attempts: readonly QuizResultRowData[], filter: ResultsFilter, context: AttemptContext): QuizResultRowData[] {
  const batchMembers = filter.batchId === null ? null : (context.members.get(filter.batchId) ?? new Set<string>());
  return attempts.filter((attempt) => {
    if (batchMembers && !batchMembers.has(attempt.userId)) return false;
    const day = localDay(attempt.submittedAt);
    return (filter.from === null || day >= filter.from) && (filter.to === null || day <= filter.to);
  });
}

/** One line per attempt, newest first; the batch column names every batch of the quiz's course the learner is in. */
export function attemptLines(attempts: readonly QuizResultRowData[], context: AttemptContext): AttemptLine[] {
  const courseBatches = context.batches.filter((batch) => batch.courseId === context.courseId);
  return attempts
    .map((attempt) => {
      const person = context.people.get(attempt.userId);
      return {
        id: attempt.id,
        learner: person?.name ?? person?.email ?? attempt.userId,
        email: person?.email ?? '',
        batch: courseBatches.filter((batch) => context.members.get(batch.id)?.has(attempt.userId)).map((batch) => batch.name).join('; '),
        submittedAt: attempt.submittedAt,
        score: attempt.score,
        total: attempt.total,
        percent: attempt.percent,
        passed: attempt.passed,
      };
    })
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

/** A figure 0–1 with two decimals, or empty. */
export const twoDecimals = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

/** The attempts table's columns, shared with its export. */
export const attemptColumns: CsvColumn<AttemptLine>[] = [
  { header: 'Learner', value: (line) => line.learner },
  { header: 'Email', value: (line) => line.email },
  { header: 'Batch', value: (line) => line.batch },
  { header: 'Submitted', value: (line) => localDayTime(line.submittedAt) },
  { header: 'Score', value: (line) => line.score },
  { header: 'Out of', value: (line) => line.total },
  { header: 'Percent', value: (line) => line.percent },
  { header: 'Result', value: (line) => (line.passed ? 'Passed' : 'Not passed') },
];

/** The item analysis table's columns, shared with its export (facility and discrimination to two decimals). */
export const itemColumns: CsvColumn<ItemAnalysis>[] = [
  { header: 'Question', value: (item) => item.position },
  { header: 'Prompt', value: (item) => item.prompt },
  { header: 'n', value: (item) => item.n },
  { header: 'Facility', value: (item) => twoDecimals(item.facility) },
  { header: 'Discrimination', value: (item) => twoDecimals(item.discrimination) },
  { header: 'Most chosen wrong answer', value: (item) => item.commonWrongAnswer },
  { header: 'Chosen by', value: (item) => (item.commonWrongAnswer === null ? null : item.commonWrongCount) },
  { header: 'Flags', value: (item) => item.flags.map((flag) => flagLabels[flag]).join('; ') },
];

/** A file name part from a quiz's code or name: letters, digits and dashes. */
export function fileNamePart(text: string): string {
  return text.trim().replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'quiz';
}
