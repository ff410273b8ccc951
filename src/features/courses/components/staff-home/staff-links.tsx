/** The staff dashboard's links into the full staff screens. */
import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** One link: the screen's path and what it is called. */
export interface StaffLink {
  to: string;
  label: string;
}

export const TEACHER_LINKS: StaffLink[] = [
  { to: '/teacher-dashboard/batches', label: 'Batches' },
  { to: '/teacher-dashboard/batch-students', label: 'Students' },
  { to: '/teacher-dashboard/quiz-results', label: 'Quiz results' },
];

export const ADMIN_LINKS: StaffLink[] = [
  { to: '/admin-dashboard/enrolments', label: 'Enrolments' },
  { to: '/admin-dashboard/course-list', label: 'Courses' },
  { to: '/admin-dashboard/batches', label: 'Batches' },
  { to: '/admin-dashboard/add-access', label: 'Course access' },
  { to: '/admin-dashboard/quizess', label: 'Quizzes' },
  { to: '/admin-dashboard/quiz-results', label: 'Quiz results' },
  { to: '/admin-dashboard/exercise', label: 'Exercises' },
  { to: '/admin-dashboard/flashcards', label: 'Flashcards' },
];

/** The links as a wrapping row, labelled for screen readers. */
export function StaffLinks({ links, label }: { links: StaffLink[]; label: string }) {
  return (
    <Group gap="md" component="nav" aria-label={label}>
      {links.map((link) => (
        <Anchor key={link.to} fw={600} renderRoot={(props) => <Link {...props} to={link.to} />}>
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
