// Edit course (teacher and admin only): a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/edit-course/$course')({
  beforeLoad: ({ context }) => requireRole(context.session, ['teacher', 'admin']),
  params: idParams('course'),
  component: EditCourseScreen,
});

function EditCourseScreen() {
  return <ScreenPlaceholder name="Edit course" />;
}
