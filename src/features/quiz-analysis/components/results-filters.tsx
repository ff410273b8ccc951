/** The quiz-results filters: course (admin), batch, quiz and dates. Native selects: light, and at home on phones and screen readers. */
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { BatchRow, QuizRow } from '@/data/db';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';

export interface FilterState {
  courseId: string | null;
  batchId: string | null;
  quizId: string | null;
  from: string | null;
  to: string | null;
}

interface ResultsFiltersProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  batches: BatchRow[];
  quizzes: QuizRow[];
  courseTitles: ReadonlyMap<string, string>;
  /** Offer the course filter (admin). */
  byCourse: boolean;
}

const ALL = '';

/** The filter controls; choosing a course or batch resets a quiz outside it. */
export function ResultsFilters({ value, onChange, batches, quizzes, courseTitles, byCourse }: ResultsFiltersProps) {
  const { t } = useTranslation(quizAnalysisNs);
  const courseIds = [...new Set(quizzes.map((quiz) => quiz.courseId))];
  const shownBatches = batches.filter((batch) => value.courseId === null || batch.courseId === value.courseId);
  const batchCourse = batches.find((batch) => batch.id === value.batchId)?.courseId ?? null;
  const shownQuizzes = quizzes.filter((quiz) => (value.courseId === null || quiz.courseId === value.courseId) && (batchCourse === null || quiz.courseId === batchCourse));
  const keepQuiz = (next: FilterState): FilterState => {
    const nextBatchCourse = batches.find((batch) => batch.id === next.batchId)?.courseId ?? null;
    const fits = quizzes.some((quiz) => quiz.id === next.quizId && (next.courseId === null || quiz.courseId === next.courseId)
      && (nextBatchCourse === null || quiz.courseId === nextBatchCourse));
    return fits ? next : { ...next, quizId: null };
  };
  const pick = (text: string) => (text === ALL ? null : text);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {byCourse && (
        <NativeSelect
          label={t('filters.course')}
          value={value.courseId ?? ALL}
          onChange={(event) => {
            const courseId = pick(event.currentTarget.value);
            const batchId = batches.some((b) => b.id === value.batchId && (courseId === null || b.courseId === courseId)) ? value.batchId : null;
            onChange(keepQuiz({ ...value, courseId, batchId }));
          }}
          data={[{ value: ALL, label: t('filters.allCourses') }, ...courseIds.map((id) => ({ value: id, label: courseTitles.get(id) ?? id }))]}
        />
      )}
      <NativeSelect
        label={t('filters.batch')}
        value={value.batchId ?? ALL}
        onChange={(event) => onChange(keepQuiz({ ...value, batchId: pick(event.currentTarget.value) }))}
        data={[{ value: ALL, label: t('filters.allBatches') }, ...shownBatches.map((batch) => ({ value: batch.id, label: batch.name }))]}
      />
      <NativeSelect
        label={t('filters.quiz')}
        value={value.quizId ?? ALL}
        onChange={(event) => onChange({ ...value, quizId: pick(event.currentTarget.value) })}
        data={[
          ...(value.quizId === null ? [{ value: ALL, label: shownQuizzes.length ? t('filters.chooseQuiz') : t('filters.noQuizzes') }] : []),
          ...shownQuizzes.map((quiz) => ({ value: quiz.id, label: `${quiz.name} (${courseTitles.get(quiz.courseId) ?? quiz.code})` })),
        ]}
      />
      <TextInput type="date" label={t('filters.from')} value={value.from ?? ''} onChange={(event) => onChange({ ...value, from: pick(event.currentTarget.value) })} />
      <TextInput type="date" label={t('filters.to')} value={value.to ?? ''} onChange={(event) => onChange({ ...value, to: pick(event.currentTarget.value) })} />
    </Group>
  );
}
