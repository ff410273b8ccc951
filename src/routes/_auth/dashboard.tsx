// /dashboard: greeting and date, continue learning, my courses, what waits, and the sync status.
// The parts from other features are lazy: they open the local database, which the heading does not need.
import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor } from '@mantine/core';
import { lazy } from 'react';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';

const SyncStatus = lazy(() => import('@/features/sync-status/components/sync-status').then((m) => ({ default: m.SyncStatus })));
const OpenQuizzes = lazy(() => import('@/features/quizzes/components/open-quizzes').then((m) => ({ default: m.OpenQuizzes })));
const DueFlashcards = lazy(() => import('@/features/practice/components/due-flashcards').then((m) => ({ default: m.DueFlashcards })));

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const waiting = (
    <>
      <DueFlashcards />
      <OpenQuizzes />
      <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/ai-chat-room" />}>
        Ask the AI tutor
      </Anchor>
    </>
  );
  return <DashboardScreen status={<SyncStatus />} waiting={waiting} />;
}
