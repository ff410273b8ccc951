// Add access: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/admin-dashboard/add-access')({
  component: AddAccessScreen,
});

function AddAccessScreen() {
  return <ScreenPlaceholder name="Add access" />;
}
