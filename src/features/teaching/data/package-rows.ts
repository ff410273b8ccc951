/**
 * A learner's SCORM/H5P package attempts as the record's table and its CSV show them (issue 51):
 * one row per package item (SCO) they opened, with its lesson and part, status, score, time spent
 * and interactions, from the pulled `memberPackageAttempts`.
 */
import { interactionResults, readPackageLessonContent, type MemberPackageAttemptRow } from '@contract/packages';
import type { LessonRow } from '@/data/db';

export interface PackageAttemptView {
  id: string;
  lesson: string;
  /** The item's title in a package of several items; '' for a single one. */
  part: string;
  status: string;
  completed: boolean;
  /** Percent 0–100, or null when the package gave no score. */
  score: number | null;
  seconds: number;
  /** `id: result` of each interaction, in order. */
  interactions: string[];
  updatedAt: string;
}

/** The rows of `attempts` in the course's lesson order, then by item. */
export function packageAttemptRows(attempts: readonly MemberPackageAttemptRow[], lessons: readonly LessonRow[]): PackageAttemptView[] {
  const order = new Map(lessons.map((l, i) => [l.id, i]));
  const byId = new Map(lessons.map((l) => [l.id, l]));
  return attempts
    .filter((a) => byId.has(a.lessonId))
    .sort((a, b) => (order.get(a.lessonId)! - order.get(b.lessonId)!) || a.item - b.item)
    .map((a) => {
      const lesson = byId.get(a.lessonId)!;
      const items = readPackageLessonContent(lesson.content)?.items ?? [];
      return {
        id: a.id, lesson: lesson.title, part: items.length > 1 ? (items[a.item]?.title ?? '') : '', status: a.status, completed: a.completed,
        score: a.score === null ? null : Math.round(a.score * 100), seconds: a.seconds, interactions: interactionResults(a.interactions), updatedAt: a.updatedAt,
      };
    });
}

/** Seconds as `1:05:09` or `3:20`. */
export function shownDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
