/** The search box and the category and level filters of the catalogue. */
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { CourseFilters } from '../data/course-search';
import { levelLabel } from '../data/level-label';

const ANY = '';

/** Controlled filters; `categories` and `levels` are the options. */
export function CourseFilterBar({ filters, onChange, categories, levels }: {
  filters: CourseFilters;
  onChange: (filters: CourseFilters) => void;
  categories: string[];
  levels: string[];
}) {
  return (
    <Group align="end" gap="sm" wrap="wrap" role="search">
      <TextInput
        label="Search courses"
        placeholder="Title, topic or category"
        type="search"
        value={filters.query}
        onChange={(event) => onChange({ ...filters, query: event.currentTarget.value })}
        flex="1 1 240px"
      />
      <NativeSelect
        label="Category"
        value={filters.category ?? ANY}
        data={[{ value: ANY, label: 'All categories' }, ...categories]}
        onChange={(event) => onChange({ ...filters, category: event.currentTarget.value || null })}
      />
      <NativeSelect
        label="Level"
        value={filters.level ?? ANY}
        data={[{ value: ANY, label: 'All levels' }, ...levels.map((level) => ({ value: level, label: levelLabel(level) }))]}
        onChange={(event) => onChange({ ...filters, level: event.currentTarget.value || null })}
      />
    </Group>
  );
}
