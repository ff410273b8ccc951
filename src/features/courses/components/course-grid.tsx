/**
 * A page of course cards with 'Show more': the catalogue can hold thousands of courses, and
 * painting only the first page keeps `/courses` and every search keystroke fast.
 */
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Center, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useFirstThenAll } from '@/ui/use-first-then-all';
import type { CourseRow } from '@/data/db';
import type { CourseStore } from '../data/course-store';
import { CourseCard } from './course-card';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/** Cards shown at first and added by each 'Show more'. */
export const PAGE_SIZE = 12;

/**
 * Cards in the screen's first commit (two rows of three on a laptop): the rest of the first page
 * follows at the frame after it paints, as a transition. Each card is a dozen Mantine components,
 * and /courses' first paint with a full page took over 300 ms at 4× CPU (issue 55 item 4).
 */
export const FIRST_CARDS = 6;

/** The cards of `courses`, a page at a time; `empty` when there are none. A new `resetKey` (a new search) starts again at page one. */
export function CourseGrid({ courses, store, label, empty, resetKey }: { courses: CourseRow[]; store: CourseStore; label: string; empty: string; resetKey: string }) {
  const { t } = useTranslation(coursesNs);
  const [page, setPage] = useState({ resetKey, shown: PAGE_SIZE });
  const shown = page.resetKey === resetKey ? page.shown : PAGE_SIZE;
  const cards = useFirstThenAll(courses.slice(0, shown), FIRST_CARDS);
  if (courses.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {cards.map((course) => (
          <CourseCard
            key={course.id}
            course={course}
            progress={store.progress.get(course.id)}
            enrolment={store.enrolments.get(course.id)}
            onOpen={store.select}
          />
        ))}
      </SimpleGrid>
      {courses.length > shown ? (
        <Center>
          <Button variant="brandSecondary" onClick={() => setPage({ resetKey, shown: shown + PAGE_SIZE })}>
            {t('showMore', { more: courses.length - shown })}
          </Button>
        </Center>
      ) : null}
    </>
  );
}
