// /course-enrol/{course}: enrol in an open course, request access, or why a closed course cannot be joined.
import { createFileRoute, useParams } from '@tanstack/react-router';
import { idParams } from '@/app/route-params';
import { CourseEnrolScreen } from '@/features/courses/components/course-enrol-screen';

export const Route = createFileRoute('/_auth/course-enrol/$course')({
  params: idParams('course'),
  component: CourseEnrolRoute,
});

function CourseEnrolRoute() {
  const { course } = useParams({ from: '/_auth/course-enrol/$course' });
  return <CourseEnrolScreen courseId={course} />;
}
