// The course player: `?lesson=` deep-links a lesson (checked by hand: no zod on first load).
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { CoursePlayerScreen } from '@/features/course-player/components/course-player-screen';

/** `?lesson=`: a lesson id, or nothing (the first lesson not yet completed). */
function playerSearch(search: Record<string, unknown>): { lesson?: string } {
  const { lesson } = search;
  return typeof lesson === 'string' && lesson.length > 0 && lesson.length <= 200 ? { lesson } : {};
}

export const Route = createFileRoute('/_auth/course-player/$course')({
  params: idParams('course'),
  validateSearch: playerSearch,
  component: CoursePlayerRoute,
});

function CoursePlayerRoute() {
  const { course } = Route.useParams();
  const { lesson } = Route.useSearch();
  return <CoursePlayerScreen courseId={course} lessonId={lesson} />;
}
