/** The search box and the category, level and language filters of the catalogue. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Group, NativeSelect, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useAfterNextPaint } from '@/ui/use-after-next-paint';
import { languageOptions } from '@/ui/content-language';
import type { CourseFilters } from '../data/course-search';
import { levelLabel } from '../data/level-label';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

const ANY = '';
/** The language filter's "All languages" (no tag is `*`). */
const ALL_LANGUAGES = '*';

/** Controlled filters; `categories`, `levels` and `languages` (tags the courses state) are the options. */
export function CourseFilterBar({ filters, onChange, categories, levels, languages }: {
  filters: CourseFilters;
  onChange: (filters: CourseFilters) => void;
  categories: string[];
  levels: string[];
  languages: string[];
}) {
  const { t, i18n } = useTranslation(coursesNs);
  const languageData = useMemo(
    () => [{ value: ALL_LANGUAGES, label: t('allLanguages') }, ...languageOptions(languages, i18n.language)],
    [languages, i18n.language, t],
  );
  const languageFilter = languages.length > 0 || filters.language !== null;
  const selectMounted = useAfterNextPaint(languageFilter);
  const language = filters.language ?? ALL_LANGUAGES;
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
      {!languageFilter ? null : selectMounted ? (
        <Select
          label={t('language')}
          value={language}
          data={languageData}
          allowDeselect={false}
          onChange={(value) => onChange({ ...filters, language: value && value !== ALL_LANGUAGES ? value : null })}
          w={200}
        />
      ) : (
        // For the frame the catalogue first paints in: Mantine's Select positions its hidden list at
        // every render while it mounts, each time forcing a style pass of the whole page (/courses
        // with 50 courses took 332 ms against 149 ms without it at 4× CPU, issue 55 item 4). A plain
        // input of the same size stands in its place, so nothing moves when the Select replaces it.
        <TextInput label={t('language')} value={languageData.find((option) => option.value === language)?.label ?? ''} readOnly w={200} />
      )}
    </Group>
  );
}
