/**
 * One practice exercise: every item answered and checked on the spot (the answers are on the
 * device), then the attempt is saved offline and queued; the learner's attempts are listed below.
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCorrect, itemKind } from '@contract/exercise-check';
import type { ExerciseRow } from '@/data/db';
import { submitExercise, useExercise, type ExerciseAnswer } from '../data/exercises';
import { AttemptList } from './attempt-list';
import { ExerciseItemCard, type Item } from './exercise-item-card';
import { MasteryStatus } from './mastery-status';
import { WhenOnDevice } from './not-on-device';
import { PracticeLink } from './practice-link';
import { practiceNs } from '../messages/en';

/** The exercise `exerciseId`. */
export function ExerciseScreen({ exerciseId }: { exerciseId: string }) {
  const exercise = useExercise(exerciseId);
  return (
    <WhenOnDevice row={exercise} kind="exercise">
      {(row) => <ExercisePlayer key={row.id} exercise={row} />}
    </WhenOnDevice>
  );
}

/** The answer an item starts with: ordering items start in the order they are shown. */
const initialAnswer = (item: Item): string | string[] => (itemKind(item) === 'order' ? [...(item.options ?? [])] : itemKind(item) === 'choice' && item.answer.length > 1 ? [] : '');

function ExercisePlayer({ exercise }: { exercise: ExerciseRow }) {
  const { t } = useTranslation(practiceNs);
  const fresh = () => Object.fromEntries(exercise.items.map((item) => [item.id, initialAnswer(item)]));
  const [answers, setAnswers] = useState<Record<string, string | string[]>>(fresh);
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const [result, setResult] = useState<{ correct: number; total: number } | null>(null);
  const allChecked = exercise.items.every((item) => item.id in checked);

  const finish = async () => {
    const list: ExerciseAnswer[] = exercise.items.map((item) => ({ qstnId: item.id, answer: answers[item.id] ?? '' }));
    const attempt = await submitExercise(exercise, list);
    setResult({ correct: attempt.correct, total: attempt.total });
  };
  const restart = () => {
    setAnswers(fresh());
    setChecked({});
    setResult(null);
  };

  return (
    <Stack gap="md">
      <Title order={1}>{exercise.title}</Title>
      {exercise.instructions ? <Text>{exercise.instructions}</Text> : null}
      <MasteryStatus exercise={exercise} />
      {exercise.items.map((item, index) => (
        <ExerciseItemCard
          key={item.id}
          item={item}
          number={index + 1}
          answer={answers[item.id] ?? ''}
          onAnswer={(answer) => setAnswers((all) => ({ ...all, [item.id]: answer }))}
          verdict={checked[item.id]}
          onCheck={() => setChecked((all) => ({ ...all, [item.id]: isCorrect(item, answers[item.id] ?? '') }))}
        />
      ))}
      {result ? (
        <Alert color={result.correct === result.total ? 'green' : 'blue'} role="status" title={t('exercise.attemptSaved')}>
          {t('exercise.result', { correct: result.correct, total: result.total })}
        </Alert>
      ) : null}
      <Group>
        {result ? (
          <Button variant="brandPrimary" onClick={restart}>{t('exercise.tryAgain')}</Button>
        ) : (
          <Button variant="brandPrimary" disabled={!allChecked} onClick={() => void finish()}>{t('exercise.finish')}</Button>
        )}
        {!allChecked && !result ? <Text size="sm" c="dimmed">{t('exercise.checkEvery')}</Text> : null}
      </Group>
      <AttemptList exerciseId={exercise.id} />
      <PracticeLink>{t('backToPractice')}</PracticeLink>
    </Stack>
  );
}
