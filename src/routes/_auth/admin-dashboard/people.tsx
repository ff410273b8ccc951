// People: invitations, roles, removal and bulk CSV import (src/features/admin-people).
import { createFileRoute } from '@tanstack/react-router';
import { PeopleScreen } from '@/features/admin-people/people-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/people')({
  component: PeopleScreen,
});
