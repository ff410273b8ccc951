// LTI 1.3 (issue 54; src/features/admin-lti): the tool's values, platforms, failing grade posts.
import { createFileRoute } from '@tanstack/react-router';
import { LtiScreen } from '@/features/admin-lti/lti-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/lti')({
  component: LtiScreen,
});
