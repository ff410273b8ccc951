/** The course an authored quiz, exercise or deck belongs to: the device's courses by title, and a first option for none. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useLiveQuery } from '@/data/live-query';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { db } from '@/data/db';
import { authoringNs } from '../messages/en';

interface Props {
  value: string | null;
  onChange: (courseId: string | null) => void;
  /** The first option's words (no course chosen). */
  noneLabel: string;
  description?: string;
  required?: boolean;
}

/** A native select of the courses. */
export function CourseSelect({ value, onChange, noneLabel, description, required }: Props) {
  const { t } = useTranslation(authoringNs);
  const courses = useLiveQuery(() => db.courses.orderBy('title').toArray(), []) ?? [];
  return (
    <NativeSelect
      label={t('shared.course')}
      {...(description ? { description } : {})}
      {...(required ? { required } : {})}
      value={value ?? ''}
      data={[{ value: '', label: noneLabel }, ...courses.map((c) => ({ value: c.id, label: c.title }))]}
      onChange={(e) => onChange(e.currentTarget.value || null)}
    />
  );
}
