/**
 * The quiz-results screens' local reads (issue 16 item 5, issue 17 item 7). A teacher's device
 * holds the batches they teach, their members (`batchMembers`) and those members' graded attempts;
 * an admin's every batch, `memberships`, `people` and every attempt of the organisation. The screen
 * reads the scope once (batches, members, quizzes, names: small), then one quiz's questions by index
 * and its attempts from the learners' rows (one row per learner: 600 rows for a teacher with 36,000
 * attempts), expanded with their keys only for that quiz.
 */
import { useLiveQuery } from '@/data/live-query';
import type { QuizResultRowData } from '@contract/quizzes';
import { memberAttempts, withAnswers } from '@/data/member-attempts';
import { db, type BatchRow, type QuizQuestionRow, type QuizRow } from '@/data/db';
import { getLastSyncedAt } from '@/data/sync/sync-state';

/** Everything but the attempts: what the filters offer and how attempts are named and grouped. */
export interface ResultsScope {
  batches: BatchRow[];
  /** Quizzes of the courses in view, by course title then name. */
  quizzes: QuizRow[];
  courseTitles: Map<string, string>;
  /** batch id → the user ids of its members. */
  members: Map<string, Set<string>>;
  people: Map<string, { name: string | null; email: string | null }>;
  lastSyncedAt: string | null;
}

/**
 * The scope of the screen. `wholeOrganisation` (admin): every quiz of the organisation's courses;
 * otherwise the quizzes of the courses of the batches on this device (a teacher's own).
 */
export function useResultsScope(wholeOrganisation: boolean): ResultsScope | undefined {
  return useLiveQuery(async () => {
    const [batches, batchMembers, memberships, people, quizzes, courses, lastSyncedAt] = await Promise.all([
      db.batches.toArray(),
      db.batchMembers.toArray(),
      db.memberships.toArray(),
      db.people.toArray(),
      db.quizzes.toArray(),
      db.courses.toArray(),
      getLastSyncedAt(),
    ]);
    const members = new Map<string, Set<string>>();
    for (const { batchId, userId } of [...batchMembers, ...memberships]) {
      members.set(batchId, (members.get(batchId) ?? new Set()).add(userId));
    }
    const names = new Map<string, { name: string | null; email: string | null }>(batchMembers.map((m) => [m.userId, { name: m.name, email: m.email }]));
    for (const person of people) names.set(person.id, { name: person.name, email: person.email });
    const courseTitles = new Map<string, string>(courses.map((course) => [course.id, course.title]));
    for (const batch of batches) if (!courseTitles.has(batch.courseId)) courseTitles.set(batch.courseId, batch.courseTitle);
    const taughtCourses = new Set(batches.map((batch) => batch.courseId));
    const inView = quizzes.filter((quiz) => wholeOrganisation || taughtCourses.has(quiz.courseId));
    const title = (quiz: QuizRow) => courseTitles.get(quiz.courseId) ?? '';
    inView.sort((a, b) => title(a).localeCompare(title(b)) || a.name.localeCompare(b.name));
    return {
      batches: [...batches].sort((a, b) => a.name.localeCompare(b.name)),
      quizzes: inView,
      courseTitles,
      members,
      people: names,
      lastSyncedAt,
    };
  }, [wholeOrganisation]);
}

/** One quiz's questions and every graded attempt at it on this device. */
export interface QuizData {
  quizId: string;
  questions: QuizQuestionRow[];
  attempts: QuizResultRowData[];
}

/** The questions and attempts of quiz `quizId` (undefined while loading; no quiz: nothing). */
export function useQuizData(quizId: string | null): QuizData | null | undefined {
  return useLiveQuery(async () => {
    if (quizId === null) return null;
    const [questions, rows] = await Promise.all([
      db.quizQuestions.where('quizId').equals(quizId).toArray(),
      db.memberQuizResults.toArray(),
    ]);
    return { quizId, questions, attempts: await withAnswers(memberAttempts(rows, quizId)) };
  }, [quizId]);
}
