// Edit course (teacher and admin only; the server checks who may edit which course).
import { createFileRoute, useParams } from '@tanstack/react-router';
import { requireRole } from '@/features/auth/gates';
import { idParams } from '@/app/route-params';
import { CourseEditorScreen } from '@/features/course-editor/components/course-editor-screen';

export const Route = createFileRoute('/_auth/edit-course/$course')({
  beforeLoad: ({ context }) => requireRole(context.session, ['teacher', 'admin']),
  params: idParams('course'),
  component: EditCourseRoute,
});

function EditCourseRoute() {
  const { course } = useParams({ from: '/_auth/edit-course/$course' });
  return <CourseEditorScreen key={course} courseId={course} />;
}
