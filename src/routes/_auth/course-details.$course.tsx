// /course-details/{course}: description, modules and lessons with progress, Enrol or Continue.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { CourseDetailsScreen } from '@/features/courses/components/course-details-screen';

export const Route = createFileRoute('/_auth/course-details/$course')({
  params: idParams('course'),
  component: CourseDetailsRoute,
});

function CourseDetailsRoute() {
  const { course } = Route.useParams();
  return <CourseDetailsScreen courseId={course} />;
}
