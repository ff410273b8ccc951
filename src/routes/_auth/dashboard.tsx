// /dashboard: greeting and date, then for a learner continue learning, my courses and what waits
// (announcements when there are any, due flashcards, open quizzes);
// for a teacher or an admin what they act on (staff home); and the sync status. The parts from
// other features are lazy: they open the local database, which the heading does not need, and a
// learner never loads the staff home.
import { createFileRoute, Link } from '@tanstack/react-router';
import { Anchor } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';
import { useSession } from '@/features/auth/session-context';

const SyncStatus = lazy(() => import('@/features/sync-status/components/sync-status').then((m) => ({ default: m.SyncStatus })));
const OpenQuizzes = lazy(() => import('@/features/quizzes/components/open-quizzes').then((m) => ({ default: m.OpenQuizzes })));
const StaffHome = lazy(() => import('@/features/courses/components/staff-home/staff-home'));
const Announcements = lazy(() => import('@/features/courses/components/announcements').then((m) => ({ default: m.Announcements })));
const DueFlashcards = lazy(() => import('@/features/practice/components/due-flashcards').then((m) => ({ default: m.DueFlashcards })));

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  const { t } = useTranslation();
  const role = useSession((s) => s.context.stored?.permissions);
  if (role === 'teacher' || role === 'admin') return <DashboardScreen status={<SyncStatus />} staff={<StaffHome role={role} />} />;
  const waiting = (
    <>
      <Announcements />
      <DueFlashcards />
      <OpenQuizzes />
      <Anchor fw={600} renderRoot={(props) => <Link {...props} to="/ai-chat-room" />}>
        {t('dashboard.askTutor')}
      </Anchor>
    </>
  );
  return <DashboardScreen status={<SyncStatus />} waiting={waiting} />;
}
