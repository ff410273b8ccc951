/**
 * `/courses`: 'All courses' and 'My courses' in the BrandTabs variant, an instant local search with
 * category and level filters, and course cards with progress — all from the local database.
 */
import '@mantine/core/styles/Tabs.css';
import { Center, Stack, Tabs, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { DelayedLoader } from '@/ui/delayed-loader';
import { facetValues, filterCourses, NO_FILTERS, searchable, type CourseFilters } from '../data/course-search';
import { useCourseStore } from '../data/course-store';
import { CourseFilterBar } from './course-filters';
import { CourseGrid } from './course-grid';

type Tab = 'all' | 'mine';
const TAB_LABELS: Record<Tab, string> = { all: 'All courses', mine: 'My courses' };

/** The catalogue screen. */
export function CoursesScreen() {
  const store = useCourseStore();
  const [tab, setTab] = useState<Tab>('all');
  const [filters, setFilters] = useState(NO_FILTERS);
  const deferred = useDeferredValue(filters);
  const all = useMemo(() => searchable(store.list), [store.list]);
  const mine = useMemo(() => searchable(store.assigned), [store.assigned]);
  const categories = useMemo(() => facetValues(store.list, 'category'), [store.list]);
  const levels = useMemo(() => facetValues(store.list, 'level'), [store.list]);
  const shown = useMemo(() => filterCourses(tab === 'all' ? all : mine, deferred), [tab, all, mine, deferred]);
  return (
    <Stack gap="md">
      <Title order={1}>Courses</Title>
      <Tabs variant="BrandTabs" value={tab} onChange={(value) => setTab(value === 'mine' ? 'mine' : 'all')}>
        <Stack gap="md">
          <Tabs.List aria-label="Which courses">
            <Tabs.Tab value="all">{TAB_LABELS.all}</Tabs.Tab>
            <Tabs.Tab value="mine">{TAB_LABELS.mine}</Tabs.Tab>
          </Tabs.List>
          <CourseFilterBar filters={filters} onChange={setFilters} categories={categories} levels={levels} />
          {(['all', 'mine'] as const).map((value) => (
            <Tabs.Panel key={value} value={value}>
              {value !== tab ? null : store.loading ? (
                <Center p="xl">
                  <DelayedLoader label="Loading courses" />
                </Center>
              ) : (
                <CourseGrid resetKey={`${value}:${JSON.stringify(deferred)}`} courses={shown} store={store} label={TAB_LABELS[value]} empty={emptyText(value, isFiltering(deferred), store.list.length)} />
              )}
            </Tabs.Panel>
          ))}
        </Stack>
      </Tabs>
    </Stack>
  );
}

function isFiltering(filters: CourseFilters): boolean {
  return filters.query.trim() !== '' || filters.category !== null || filters.level !== null;
}

function emptyText(tab: Tab, filtered: boolean, total: number): string {
  if (total === 0) return 'No courses yet — they appear after your first sync.';
  if (filtered) return 'No course matches your search.';
  return tab === 'mine' ? 'You are not enrolled in any course yet. Pick one under All courses.' : 'No courses yet.';
}
