// /admin-dashboard/course-list: every course with status and counts; create, publish, archive, duplicate (issue 17, item 5).
import { createFileRoute } from '@tanstack/react-router';
import { CourseListScreen } from '@/features/admin-courses/components/course-list-screen';

export const Route = createFileRoute('/_auth/admin-dashboard/course-list')({
  component: CourseListScreen,
});
