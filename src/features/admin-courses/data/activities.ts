/**
 * The admin's activity lists (issue 17, item 7): quizzes, exercises and flashcard decks of the
 * organisation from the device, with their course, size and last edit, and how often each was used
 * (attempts or reviews, read from the server when online: `null` offline).
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from '@/data/live-query';
import { useTranslation } from 'react-i18next';
import { activityCountsSchema, type ActivityCounts } from '@contract/admin';
import type { DraftKind, DraftRowData } from '@contract/drafts';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';
import { i18n } from '@/i18n/i18n';
import { adminCoursesNs } from '../messages/en';

/** Which list. */
export type ActivityKind = 'quizzes' | 'exercises' | 'decks';

/** One quiz, exercise or deck as its list shows it. */
export interface ActivityListRow {
  id: string;
  title: string;
  courseId: string;
  courseTitle: string;
  /** Questions, items or cards. */
  size: number;
  updatedAt: string;
  /** 'Draft' (never published), 'Published v3', or 'Published v3 · draft changes' (in the language shown). */
  status: string;
}

const draftKindOf = { quizzes: 'quiz', exercises: 'exercise', decks: 'deck' } as const satisfies Record<ActivityKind, DraftKind>;

const text = (field: DraftRowData['fields'][string] | undefined) => (typeof field?.value === 'string' ? field.value : '');

/** The published status of a server row, and whether a draft holds changes to it. */
const statusOf = (version: number | undefined, hasDraft: boolean) =>
  i18n.getFixedT(null, adminCoursesNs)(hasDraft ? 'activityStatus.publishedWithDraft' : 'activityStatus.published', { version: version ?? 1 });

/**
 * Adds the status to the published rows and lists the drafts that were never published (their title,
 * course and size from the draft's fields), so the list shows both.
 */
function withDrafts(
  rows: Array<Omit<ActivityListRow, 'status'> & { version?: number }>,
  drafts: DraftRowData[],
  course: (courseId: string) => { courseId: string; courseTitle: string },
): ActivityListRow[] {
  const drafted = new Set(drafts.map((d) => d.entityId));
  const published = new Set(rows.map((r) => r.id));
  const unpublished = drafts
    .filter((d) => !published.has(d.entityId))
    .map((d) => {
      const items = d.fields['questions']?.value ?? d.fields['items']?.value ?? d.fields['cards']?.value;
      return {
        id: d.entityId,
        title: text(d.fields['name']) || text(d.fields['title']) || i18n.getFixedT(null, adminCoursesNs)('activityStatus.untitled'),
        size: Array.isArray(items) ? items.length : 0,
        updatedAt: d.updatedAt,
        status: i18n.getFixedT(null, adminCoursesNs)('activityStatus.draft'),
        ...course(text(d.fields['courseId'])),
      };
    });
  return [...rows.map(({ version, ...row }) => ({ ...row, status: statusOf(version, drafted.has(row.id)) })), ...unpublished];
}

async function readActivities(kind: ActivityKind): Promise<{ rows: ActivityListRow[]; lastSyncedAt: string | null }> {
  const [courses, drafts, lastSyncedAt] = await Promise.all([db.courses.toArray(), db.drafts.where('kind').equals(draftKindOf[kind]).toArray(), getLastSyncedAt()]);
  const titleOf = new Map(courses.map((c) => [c.id, c.title]));
  const course = (courseId: string) => ({ courseId, courseTitle: titleOf.get(courseId) ?? courseId });
  if (kind === 'quizzes') {
    const quizzes = await db.quizzes.toArray();
    const rows = quizzes.map((q) => ({ id: q.id, title: q.name, size: q.questionCount, updatedAt: q.updatedAt, version: q.version, ...course(q.courseId) }));
    return { rows: withDrafts(rows, drafts, course), lastSyncedAt };
  }
  if (kind === 'exercises') {
    const exercises = await db.exercises.toArray();
    const rows = exercises.map((e) => ({ id: e.id, title: e.title, size: e.items.length, updatedAt: e.updatedAt, ...course(e.courseId) }));
    return { rows: withDrafts(rows, drafts, course), lastSyncedAt };
  }
  const [decks, cardKeys] = await Promise.all([db.decks.toArray(), db.cards.orderBy('deckId').keys()]);
  const cards = new Map<string, number>();
  for (const key of cardKeys) cards.set(String(key), (cards.get(String(key)) ?? 0) + 1);
  const rows = decks.map((d) => ({ id: d.id, title: d.title, size: cards.get(d.id) ?? 0, updatedAt: d.updatedAt, ...course(d.courseId) }));
  return { rows: withDrafts(rows, drafts, course), lastSyncedAt };
}

/** The live list of `kind` (read again in a newly chosen language); `undefined` while the first read runs. */
export function useActivities(kind: ActivityKind) {
  const { i18n: shown } = useTranslation(adminCoursesNs);
  return useLiveQuery(() => readActivities(kind), [kind, shown.language]);
}

/** Attempts per quiz and exercise, reviews per deck: `undefined` while loading, `null` offline or on failure. */
export function useActivityCounts(): ActivityCounts | null | undefined {
  const [counts, setCounts] = useState<ActivityCounts | null>();
  useEffect(() => {
    let live = true;
    apiRequest('/admin/activity-counts')
      .then((answer) => live && setCounts(activityCountsSchema.parse(answer)))
      .catch(() => live && setCounts(null));
    return () => {
      live = false;
    };
  }, []);
  return counts;
}
