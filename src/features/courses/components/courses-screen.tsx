/**
 * `/courses`: 'All courses' and 'My courses' in the BrandTabs variant, an instant local search with
 * category, level and language filters, and course cards with progress — all from the local database.
 */
import '@mantine/core/styles/Tabs.css';
import { Center, Stack, Tabs, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { DelayedLoader } from '@/ui/delayed-loader';
import { facetValues, filterCourses, NO_FILTERS, searchable, statedLanguages, type CourseFilters } from '../data/course-search';
import { useCourseStore } from '../data/course-store';
import { CourseFilterBar } from './course-filters';
import { CourseGrid } from './course-grid';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { coursesNs } from '../messages/en';

type Tab = 'all' | 'mine';
const TABS: readonly Tab[] = ['all', 'mine'];
const TAB_KEYS = { all: 'allCourses', mine: 'myCourses' } as const satisfies Record<Tab, string>;

/** The catalogue screen. */
export function CoursesScreen() {
  const { t } = useTranslation(coursesNs);
  const store = useCourseStore();
  const [tab, setTab] = useState<Tab>('all');
  const [filters, setFilters] = useState(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const all = useMemo(() => searchable(store.list), [store.list]);
  const mine = useMemo(() => searchable(store.assigned), [store.assigned]);
  const categories = useMemo(() => facetValues(store.list, 'category'), [store.list]);
  const levels = useMemo(() => facetValues(store.list, 'level'), [store.list]);
  const languages = useMemo(() => statedLanguages(store.list), [store.list]);
  const shown = useMemo(() => filterCourses(tab === 'all' ? all : mine, deferred), [tab, all, mine, deferred]);
  return (
    <Stack gap="md">
      <Title order={1}>{t('coursesTitle')}</Title>
      <Tabs variant="BrandTabs" value={tab} onChange={(value) => setTab(value === 'mine' ? 'mine' : 'all')}>
        <Stack gap="md">
          <Tabs.List aria-label={t('whichCourses')}>
            <Tabs.Tab value="all">{t(TAB_KEYS.all)}</Tabs.Tab>
            <Tabs.Tab value="mine">{t(TAB_KEYS.mine)}</Tabs.Tab>
          </Tabs.List>
          <CourseFilterBar filters={filters} onChange={setFilters} categories={categories} levels={levels} languages={languages} />
          {TABS.map((value) => (
            <Tabs.Panel key={value} value={value}>
              {value !== tab ? null : store.loading ? (
                <Center p="xl">
                  <DelayedLoader label={t('loadingCourses')} />
                </Center>
              ) : (
                <CourseGrid resetKey={`${value}:${JSON.stringify(deferred)}`} courses={shown} store={store} label={t(TAB_KEYS[value])} empty={emptyText(value, isFiltering(deferred), store.list.length)} />
              )}
            </Tabs.Panel>
          ))}
        </Stack>
      </Tabs>
    </Stack>
  );
}

function isFiltering(filters: CourseFilters): boolean {
  return filters.query.trim() !== '' || filters.category !== null || filters.level !== null || filters.language !== null;
}

function emptyText(tab: Tab, filtered: boolean, total: number): string {
  const t = i18n.getFixedT(null, coursesNs);
  if (total === 0) return t('noCoursesYetSync');
  if (filtered) return t('noMatch');
  return tab === 'mine' ? t('notEnrolledPick') : t('noCoursesYet');
}
