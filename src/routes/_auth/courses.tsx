// /courses: the catalogue ('All courses', 'My courses'), searched and filtered on the device.
import { createFileRoute } from '@tanstack/react-router';
import { CoursesScreen } from '@/features/courses/components/courses-screen';

export const Route = createFileRoute('/_auth/courses')({
  component: CoursesScreen,
});
