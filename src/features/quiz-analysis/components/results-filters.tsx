/** The results filters: course (admin), batch, the quiz or package, and dates (quizzes). Native selects: light, and at home on phones and screen readers. */
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { BatchRow } from '@/data/db';
import { useTranslation } from 'react-i18next';
import { quizAnalysisNs } from '../messages/en';

export interface FilterState {
  courseId: string | null;
  batchId: string | null;
  /** The quiz or package lesson shown. */
  itemId: string | null;
  from: string | null;
  to: string | null;
}

interface ResultsFiltersProps {
  value: FilterState;
  onChange: (next: FilterState) => void;
  batches: BatchRow[];
  /** The quizzes or package lessons to choose from, each with its course and how the choice names it. */
  items: readonly FilterItem[];
  /** The item select's texts: its label, its prompt, and what it says when nothing is in view. */
  itemTexts: { label: string; choose: string; none: string };
  courseTitles: ReadonlyMap<string, string>;
  /** Offer the course filter (admin). */
  byCourse: boolean;
  /** Offer the date filters (quizzes' submission dates). */
  dates: boolean;
}

/** A quiz or package lesson as the filters offer it. */
export interface FilterItem {
  id: string;
  courseId: string;
  label: string;
}

const ALL = '';

/** The filter controls; choosing a course or batch resets an item outside it. */
export function ResultsFilters({ value, onChange, batches, items, itemTexts, courseTitles, byCourse, dates }: ResultsFiltersProps) {
  const { t } = useTranslation(quizAnalysisNs);
  const courseIds = [...new Set(items.map((item) => item.courseId))];
  const shownBatches = batches.filter((batch) => value.courseId === null || batch.courseId === value.courseId);
  const batchCourse = batches.find((batch) => batch.id === value.batchId)?.courseId ?? null;
  const shownItems = items.filter((item) => (value.courseId === null || item.courseId === value.courseId) && (batchCourse === null || item.courseId === batchCourse));
  const keepItem = (next: FilterState): FilterState => {
    const nextBatchCourse = batches.find((batch) => batch.id === next.batchId)?.courseId ?? null;
    const fits = items.some((item) => item.id === next.itemId && (next.courseId === null || item.courseId === next.courseId)
      && (nextBatchCourse === null || item.courseId === nextBatchCourse));
    return fits ? next : { ...next, itemId: null };
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
            onChange(keepItem({ ...value, courseId, batchId }));
          }}
          data={[{ value: ALL, label: t('filters.allCourses') }, ...courseIds.map((id) => ({ value: id, label: courseTitles.get(id) ?? id }))]}
        />
      )}
      <NativeSelect
        label={t('filters.batch')}
        value={value.batchId ?? ALL}
        onChange={(event) => onChange(keepItem({ ...value, batchId: pick(event.currentTarget.value) }))}
        data={[{ value: ALL, label: t('filters.allBatches') }, ...shownBatches.map((batch) => ({ value: batch.id, label: batch.name }))]}
      />
      <NativeSelect
        label={itemTexts.label}
        value={value.itemId ?? ALL}
        onChange={(event) => onChange({ ...value, itemId: pick(event.currentTarget.value) })}
        data={[
          ...(value.itemId === null ? [{ value: ALL, label: shownItems.length ? itemTexts.choose : itemTexts.none }] : []),
          ...shownItems.map((item) => ({ value: item.id, label: item.label })),
        ]}
      />
      {dates && (
        <>
          <TextInput type="date" label={t('filters.from')} value={value.from ?? ''} onChange={(event) => onChange({ ...value, from: pick(event.currentTarget.value) })} />
          <TextInput type="date" label={t('filters.to')} value={value.to ?? ''} onChange={(event) => onChange({ ...value, to: pick(event.currentTarget.value) })} />
        </>
      )}
    </Group>
  );
}
