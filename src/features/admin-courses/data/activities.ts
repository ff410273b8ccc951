/**
 * The admin's activity lists (issue 17, item 7): quizzes, exercises and flashcard decks of the
 * organisation from the device, with their course, size and last edit, and how often each was used
 * (attempts or reviews, read from the server when online: `null` offline).
 */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { activityCountsSchema, type ActivityCounts } from '@contract/admin';
import { apiRequest } from '@/data/api-client';
import { db } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';

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
}

async function readActivities(kind: ActivityKind): Promise<{ rows: ActivityListRow[]; lastSyncedAt: string | null }> {
  const [courses, lastSyncedAt] = await Promise.all([db.courses.toArray(), getLastSyncedAt()]);
  const titleOf = new Map(courses.map((c) => [c.id, c.title]));
  const course = (courseId: string) => ({ courseId, courseTitle: titleOf.get(courseId) ?? courseId });
  if (kind === 'quizzes') {
    const quizzes = await db.quizzes.toArray();
    return { rows: quizzes.map((q) => ({ id: q.id, title: q.name, size: q.questionCount, updatedAt: q.updatedAt, ...course(q.courseId) })), lastSyncedAt };
  }
  if (kind === 'exercises') {
    const exercises = await db.exercises.toArray();
    return { rows: exercises.map((e) => ({ id: e.id, title: e.title, size: e.items.length, updatedAt: e.updatedAt, ...course(e.courseId) })), lastSyncedAt };
  }
  const [decks, cardKeys] = await Promise.all([db.decks.toArray(), db.cards.orderBy('deckId').keys()]);
  const cards = new Map<string, number>();
  for (const key of cardKeys) cards.set(String(key), (cards.get(String(key)) ?? 0) + 1);
  return { rows: decks.map((d) => ({ id: d.id, title: d.title, size: cards.get(d.id) ?? 0, updatedAt: d.updatedAt, ...course(d.courseId) })), lastSyncedAt };
}

/** The live list of `kind`; `undefined` while the first read runs. */
export function useActivities(kind: ActivityKind) {
  return useLiveQuery(() => readActivities(kind), [kind]);
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
