/** Links from a lesson to its quiz, exercise or flashcards. */
import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { LessonRow } from '@/data/db';

/** The lesson's practice links; nothing when it has none. */
export function LessonLinks({ lesson }: { lesson: LessonRow }) {
  const links = [
    lesson.quizId ? { label: 'Take the quiz', to: '/take-quiz', search: { quiz: lesson.quizId } } : null,
    lesson.exerciseId ? { label: 'Start the exercise', to: '/start-exercise', search: { exercise: lesson.exerciseId } } : null,
    lesson.deckId ? { label: 'Review the flashcards', to: '/start-exercise', search: { deck: lesson.deckId } } : null,
  ].filter((l) => l !== null);
  if (links.length === 0) return null;
  // The target routes declare their own search params (their issues): typed loosely here.
  return (
    <Group gap="md">
      {links.map((l) => (
        <Anchor key={l.label} component={Link} to={l.to} search={l.search as never}>
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}
