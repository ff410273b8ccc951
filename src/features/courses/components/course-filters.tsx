/** The search box and the category and level filters of the catalogue. */
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { CourseFilters } from '../data/course-search';
import { levelLabel } from '../data/level-label';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

const ANY = '';

/** Controlled filters; `categories` and `levels` are the options. */
export function CourseFilterBar({ filters, onChange, categories, levels }: {
  filters: CourseFilters;
  onChange: (filters: CourseFilters) => void;
  categories: string[];
  levels: string[];
}) {
  const { t } = useTranslation(coursesNs);
  return (
    <Group align="end" gap="sm" wrap="wrap" role="search">
      <TextInput
        label={t('searchCourses')}
        placeholder={t('searchPlaceholder')}
        type="search"
        value={filters.query}
        onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
        flex="1 1 240px"
      />
      <NativeSelect
        label={t('category')}
        value={filters.category ?? ANY}
        data={[{ value: ANY, label: t('allCategories') }, ...categories]}
        onChange={(event) => onChange({ ...filters, category: event.currentTarget.value || null })}
      />
      <NativeSelect
        label={t('level')}
        value={filters.level ?? ANY}
        data={[{ value: ANY, label: t('allLevels') }, ...levels.map((level) => ({ value: level, label: levelLabel(level) }))]}
        onChange={(event) => onChange({ ...filters, level: event.currentTarget.value || null })}
      />
    </Group>
  );
}
