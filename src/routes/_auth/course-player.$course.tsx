// The course player: `?lesson=` deep-links a lesson (checked by hand: no zod on first load).
import { createFileRoute, useParams, useSearch } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { idSearch } from '@/app/search-params';
import { CoursePlayerScreen } from '@/features/course-player/components/course-player-screen';

export const Route = createFileRoute('/_auth/course-player/$course')({
  params: idParams('course'),
  validateSearch: idSearch('lesson'),
  component: CoursePlayerRoute,
});

function CoursePlayerRoute() {
  const { course } = useParams({ from: '/_auth/course-player/$course' });
  const { lesson } = useSearch({ from: '/_auth/course-player/$course' });
  return <CoursePlayerScreen courseId={course} lessonId={lesson} />;
}
