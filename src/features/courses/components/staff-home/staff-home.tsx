/**
 * The staff part of /dashboard (loaded lazily, only for teachers and admins): what they act on,
 * instead of a learner's courses and decks.
 */
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/List.css';
import { AdminHome } from './admin-home';
import { TeacherHome } from './teacher-home';

/** The home of a teacher or an admin. */
export default function StaffHome({ role }: { role: 'teacher' | 'admin' }) {
  return role === 'admin' ? <AdminHome /> : <TeacherHome />;
}
