// Profile pages: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/profile-pages')({
  component: ProfilePagesScreen,
});

function ProfilePagesScreen() {
  return <ScreenPlaceholder name="Profile pages" />;
}
