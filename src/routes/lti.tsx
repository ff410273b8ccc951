// /lti (public): a course platform's LTI launch lands here to sign in and open the placed activity.
import { createFileRoute } from '@tanstack/react-router';
import { LtiLaunchScreen } from '@/features/auth/components/lti-launch-screen';

export const Route = createFileRoute('/lti')({
  component: LtiLaunchScreen,
});
