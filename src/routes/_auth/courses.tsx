// My Courses: the courses cached on this device (readable offline). The courses issue replaces
// this with the full catalogue.
import { createFileRoute } from '@tanstack/react-router';
import { CachedCourseList } from '@/features/courses/components/cached-course-list';

export const Route = createFileRoute('/_auth/courses')({
  component: CachedCourseList,
});
