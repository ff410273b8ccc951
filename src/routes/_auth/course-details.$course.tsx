// /course-details/{course}: description, modules and lessons with progress, Enrol or Continue.
import { createFileRoute, useParams } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { CourseDetailsScreen } from '@/features/courses/components/course-details-screen';

export const Route = createFileRoute('/_auth/course-details/$course')({
  params: idParams('course'),
  component: CourseDetailsRoute,
});

function CourseDetailsRoute() {
  const { course } = useParams({ from: '/_auth/course-details/$course' });
  return <CourseDetailsScreen courseId={course} />;
}
