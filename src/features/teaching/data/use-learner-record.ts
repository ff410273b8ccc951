/** The learner record's live read of the local database (issue 16, item 4). */
import { useLiveQuery } from '@/data/live-query';
import { useTranslation } from 'react-i18next';
import { db, type QuizQuestionRow } from '@/data/db';
import { rowsWithAnyOf } from '@/data/rows-with-any-of';
import { memberAttempts, withAnswers } from '@/data/member-attempts';
import { packageAttemptRows } from './package-rows';
import { outlineWithProgress, retention, reviewsPerDay, timeline } from './record-rules';
import { teachingNs } from '../messages/en';

/** Which learner in which course: from a teacher's batch member or an admin's membership. */
export interface RecordSubject {
  userId: string;
  courseId: string;
  name: string;
  batchName: string;
}

/** A teacher's `{enrollment}` (a batchMembers id) as a subject; null when this device has no such member. */
export function useTeacherSubject(enrollment: string): RecordSubject | null | undefined {
  return useLiveQuery(async () => {
    const member = await db.batchMembers.get(enrollment);
    if (!member) return null;
    const batch = await db.batches.get(member.batchId);
    return { userId: member.userId, courseId: member.courseId, name: member.name ?? member.email ?? member.userId, batchName: batch?.name ?? '' };
  }, [enrollment]);
}

/** Everything the record screen shows of `subject`; undefined while read. */
export function useLearnerRecord(subject: RecordSubject) {
  const { userId, courseId } = subject;
  // The timeline's texts are written in the language shown: read again when it changes.
  const { i18n } = useTranslation(teachingNs);
  return useLiveQuery(async () => {
    const [modules, lessons, progress, quizzes, results, exercises, exerciseAttempts, decks, reviews, feedback, extensions, packageAttempts] = await Promise.all([
      db.modules.where('courseId').equals(courseId).toArray(),
      db.lessons.where('courseId').equals(courseId).toArray(),
      db.studentProgress.where('userId').equals(userId).toArray(),
      db.quizzes.where('courseId').equals(courseId).toArray(),
      db.memberQuizResults.where('userId').equals(userId).toArray(),
      db.exercises.where('courseId').equals(courseId).toArray(),
      db.memberExerciseAttempts.where('userId').equals(userId).toArray(),
      db.decks.where('courseId').equals(courseId).toArray(),
      db.memberReviews.where('userId').equals(userId).toArray(),
      db.quizFeedback.where('userId').equals(userId).toArray(),
      db.quizExtensions.where('userId').equals(userId).toArray(),
      db.memberPackageAttempts.where('userId').equals(userId).toArray(),
    ]);
    const quizIds = new Set(quizzes.map((q) => q.id));
    const exerciseIds = new Set(exercises.map((x) => x.id));
    const deckIds = new Set(decks.map((d) => d.id));
    const courseProgress = progress.filter((p) => p.courseId === courseId);
    const courseResults = (await withAnswers(memberAttempts(results).filter((attempt) => quizIds.has(attempt.quizId)))).sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    const courseAttempts = exerciseAttempts.filter((a) => exerciseIds.has(a.exerciseId)).sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    const courseReviews = reviews.filter((r) => deckIds.has(r.deckId));
    const questions: QuizQuestionRow[] = await rowsWithAnyOf(db.quizQuestions, 'quizId', quizIds);
    const names = new Map<string, string>([
      ...lessons.map((l) => [l.id, l.title] as const),
      ...quizzes.map((q) => [q.id, q.name] as const),
      ...exercises.map((x) => [x.id, x.title] as const),
    ]);
    return {
      outline: outlineWithProgress(modules, lessons, courseProgress),
      quizzes,
      questions: new Map(questions.map((q) => [q.id, q])),
      results: courseResults,
      feedback: feedback.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      extensions: extensions.filter((e) => quizIds.has(e.quizId)),
      exercises: new Map(exercises.map((x) => [x.id, x.title])),
      exerciseAttempts: courseAttempts,
      packages: packageAttemptRows(packageAttempts.filter((a) => a.courseId === courseId), lessons),
      reviewsPerDay: reviewsPerDay(courseReviews),
      retention: retention(courseReviews),
      reviewCount: courseReviews.length,
      timeline: timeline({ progress: courseProgress, quizResults: courseResults, exerciseAttempts: courseAttempts, reviews: courseReviews, feedback, names }),
    };
  }, [userId, courseId, i18n.language]);
}

/** The record as {@link useLearnerRecord} reads it. */
export type LearnerRecordView = NonNullable<ReturnType<typeof useLearnerRecord>>;
