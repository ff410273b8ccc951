// /admin-dashboard/exercise: Exercises of the organisation, linking to their editors (issue 17, item 7).
import { createFileRoute } from '@tanstack/react-router';
import { ActivityListScreen } from '@/features/admin-courses/components/activity-list-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/exercise')({
  component: () => <ActivityListScreen kind="exercises" />,
});
