/**
 * `/dashboard`: a greeting with today's date, then (loaded after paint, as it opens the local
 * database) 'Continue learning' and my courses, the sync status, and what waits for the learner.
 * The heading and greeting need no local data, so the first paint stays small.
 */
import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { readStoredUser } from '@/data/session-storage';
import { formatToday } from '@/ui/date';

const DashboardCourses = lazy(() => import('./dashboard-courses'));

/** Slots the route fills from other features (features never import each other). */
export interface DashboardScreenProps {
  /** The sync status (features/sync-status); may be lazy. */
  status?: ReactNode;
  /** What waits for the learner: due flashcards, open quizzes; may be lazy. Shown under its own heading. */
  waiting?: ReactNode;
}

/** The learner's home screen. */
export function DashboardScreen({ status, waiting }: DashboardScreenProps) {
  const name = readStoredUser()?.user.displayName;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Dashboard</Title>
        <Text size="lg">{name ? `Hello, ${name}!` : 'Hello!'}</Text>
        <Text c="dimmed">{formatToday()}</Text>
      </Stack>
      <Suspense fallback={null}>
        <DashboardCourses />
      </Suspense>
      {waiting ? (
        <Stack gap="xs" component="section" aria-labelledby="dashboard-waiting">
          <Title order={2} size="h3" id="dashboard-waiting">
            What waits for you
          </Title>
          <Suspense fallback={null}>{waiting}</Suspense>
        </Stack>
      ) : null}
      {status ? (
        <Stack gap="xs" component="section" aria-labelledby="dashboard-sync">
          <Title order={2} size="h3" id="dashboard-sync">
            Sync
          </Title>
          <Suspense fallback={null}>{status}</Suspense>
        </Stack>
      ) : null}
    </Stack>
  );
}
