// /dashboard: greeting and date, continue learning, my courses, what waits, and the sync status.
// The sync status (another feature) is lazy: it opens the local database, which the heading does not need.
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { DashboardScreen } from '@/features/courses/components/dashboard-screen';

const SyncStatus = lazy(() => import('@/features/sync-status/components/sync-status').then((m) => ({ default: m.SyncStatus })));

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardScreen status={<SyncStatus />} />;
}
