// /update-profile (public route; the form needs a session and says so without one).
import { createFileRoute } from '@tanstack/react-router';
import { UpdateProfileScreen } from '@/features/auth/components/update-profile-screen';

export const Route = createFileRoute('/update-profile')({
  component: UpdateProfileScreen,
});
