/**
 * App-wide: when a quiz attempt submitted on this device is graded at sync (e.g. after coming back
 * online) while the learner is on another screen, a notification says so and links to the result. Renders nothing; the
 * layout mounts it once.
 */
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from '@/data/live-query';
import { db } from '@/data/db';
import { useUnannouncedGrades } from '../data/attempts';
import { announceGrade } from '../grade-toast';

/** Announces newly arrived grades. */
export function QuizGradedNotifier() {
  const grades = useUnannouncedGrades();
  const navigate = useNavigate();
  const names = useLiveQuery(async () => new Map((await db.quizzes.toArray()).map((q) => [q.id, String(q.name)])), []);
  useEffect(() => {
    if (!grades || !names) return;
    const open = (attempt: string) => void navigate({ to: '/quiz-result', search: { attempt } });
    for (const result of grades) void announceGrade(result, names.get(result.quizId), open);
  }, [grades, names, navigate]);
  return null;
}
