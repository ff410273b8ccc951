/**
 * From one SCORM/H5P package lesson's synced attempts to its report (issue 51): one line per
 * learner of the batches of its course (and per part of a package of several), not attempted
 * included, the status counts and the columns the table and its CSV export share. Pure, for tests.
 */
import { interactionResults, readPackageLessonContent, type MemberPackageAttemptRow } from '@contract/packages';
import type { CsvColumn } from '@/ui/csv';
import { localDayTime, type AttemptContext } from './report';

/** What a learner's attempt at a package part came to. */
export const PACKAGE_STATUSES = ['not-attempted', 'incomplete', 'completed', 'passed', 'failed'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

/** The lesson a report is of. */
export interface PackageLesson {
  id: string;
  courseId: string;
  title: string;
  content: string;
}

/** One learner's attempt at one part, as the table and its export show it. */
export interface PackageLine {
  id: string;
  learner: string;
  email: string;
  batch: string;
  /** The part's title in a package of several; '' for one. */
  part: string;
  status: PackageStatus;
  /** Percent 0–100, null when none was given. */
  score: number | null;
  seconds: number;
  /** `id: result` of each interaction, in order. */
  interactions: string[];
  updatedAt: string | null;
}

/** The status of `attempt` (none: not attempted); success (passed/failed) before completion. */
export function packageStatus(attempt: Pick<MemberPackageAttemptRow, 'status' | 'completed' | 'success'> | undefined): PackageStatus {
  if (!attempt) return 'not-attempted';
  if (attempt.success) return attempt.success;
  if (attempt.completed) return 'completed';
  return attempt.status === 'not attempted' ? 'not-attempted' : 'incomplete';
}

/**
 * The lines of `lesson`: every learner of a batch of its course (of `batchId` alone when set) and,
 * without a batch, anyone else with an attempt on this device; by learner, then part.
 */
export function packageLines(lesson: PackageLesson, attempts: readonly MemberPackageAttemptRow[], batchId: string | null, context: Omit<AttemptContext, 'courseId'>): PackageLine[] {
  const courseBatches = context.batches.filter((batch) => batch.courseId === lesson.courseId);
  const learners = new Set<string>();
  for (const batch of courseBatches) if (batchId === null || batch.id === batchId) for (const user of context.members.get(batch.id) ?? []) learners.add(user);
  const mine = attempts.filter((attempt) => attempt.lessonId === lesson.id);
  if (batchId === null) for (const attempt of mine) learners.add(attempt.userId);
  const byKey = new Map(mine.map((attempt) => [`${attempt.userId}:${attempt.item}`, attempt]));
  const items = readPackageLessonContent(lesson.content)?.items ?? [];
  const parts = items.length > 1 ? items.map((item) => item.title) : [''];
  const lines: PackageLine[] = [];
  for (const userId of learners) {
    const person = context.people.get(userId);
    const batch = courseBatches.filter((b) => context.members.get(b.id)?.has(userId)).map((b) => b.name).join('; ');
    parts.forEach((part, item) => {
      const attempt = byKey.get(`${userId}:${item}`);
      lines.push({
        id: `${userId}:${item}`, learner: person?.name ?? person?.email ?? userId, email: person?.email ?? '', batch, part,
        status: packageStatus(attempt), score: attempt?.score == null ? null : Math.round(attempt.score * 100), seconds: attempt?.seconds ?? 0,
        interactions: attempt ? interactionResults(attempt.interactions) : [], updatedAt: attempt?.updatedAt ?? null,
      });
    });
  }
  const order = new Map(parts.map((part, i) => [part, i]));
  return lines.sort((a, b) => a.learner.localeCompare(b.learner) || order.get(a.part)! - order.get(b.part)!);
}

/** How many lines have each status, in {@link PACKAGE_STATUSES} order. */
export function statusCounts(lines: readonly PackageLine[]): { status: PackageStatus; count: number }[] {
  return PACKAGE_STATUSES.map((status) => ({ status, count: lines.filter((line) => line.status === status).length }));
}

/** The package table's columns, shared with its export; 'Part' only for a package of several parts. */
export function packageColumns(withParts: boolean): CsvColumn<PackageLine>[] {
  return [
    { header: 'Learner', value: (line) => line.learner },
    { header: 'Email', value: (line) => line.email },
    { header: 'Batch', value: (line) => line.batch },
    ...(withParts ? [{ header: 'Part', value: (line: PackageLine) => line.part }] : []),
    { header: 'Status', value: (line) => line.status },
    { header: 'Score (%)', value: (line) => line.score },
    // Minutes as a number: it sorts as one on screen and sums in a spreadsheet.
    { header: 'Time (min)', value: (line) => (line.status === 'not-attempted' ? null : Math.round(line.seconds / 6) / 10) },
    { header: 'Interactions', value: (line) => line.interactions.length },
    { header: 'Interaction results', value: (line) => line.interactions.join('; ') },
    { header: 'Last activity', value: (line) => (line.updatedAt === null ? null : localDayTime(line.updatedAt)) },
  ];
}
