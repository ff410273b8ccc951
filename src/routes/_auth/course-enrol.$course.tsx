// /course-enrol/{course}: enrol in an open course, request access, or why a closed course cannot be joined.
import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { CourseEnrolScreen } from '@/features/courses/components/course-enrol-screen';

export const Route = createFileRoute('/_auth/course-enrol/$course')({
  params: idParams('course'),
  component: CourseEnrolRoute,
});

function CourseEnrolRoute() {
  const { course } = Route.useParams();
  return <CourseEnrolScreen courseId={course} />;
}
