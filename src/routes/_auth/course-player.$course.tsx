// Course player: a placeholder until the issue that builds this screen.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { ScreenPlaceholder } from '@/ui/screen-placeholder';

export const Route = createFileRoute('/_auth/course-player/$course')({
  params: idParams('course'),
  component: CoursePlayerScreen,
});

function CoursePlayerScreen() {
  return <ScreenPlaceholder name="Course player" />;
}
