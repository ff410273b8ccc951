/** Links from a lesson to its quiz, exercise or flashcards. */
import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LessonRow } from '@/data/db';
import { coursePlayerNs } from '../messages/en';

/** The lesson's practice links; nothing when it has none. */
export function LessonLinks({ lesson }: { lesson: LessonRow }) {
  const { t } = useTranslation(coursePlayerNs);
  const links = [
    lesson.quizId ? { key: 'quiz', label: t('practice.quiz'), to: '/take-quiz', search: { quiz: lesson.quizId } } : null,
    lesson.exerciseId ? { key: 'exercise', label: t('practice.exercise'), to: '/start-exercise', search: { exercise: lesson.exerciseId } } : null,
    lesson.deckId ? { key: 'deck', label: t('practice.deck'), to: '/start-exercise', search: { deck: lesson.deckId } } : null,
  ].filter((l) => l !== null);
  if (links.length === 0) return null;
  // The target routes declare their own search params (their issues): typed loosely here.
  return (
    <Group gap="md">
      {links.map((l) => (
        <Anchor key={l.key} component={Link} to={l.to} search={l.search as never}>
          {l.label}
        </Anchor>
      ))}
    </Group>
  );
}
