/** The staff dashboard's links into the full staff screens. */
import { Anchor, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { coursesNs, type Messages } from '../../messages/en';

/** One link: the screen's path and what it is called (its key among the messages' `links`). */
export interface StaffLink {
  to: string;
  label: keyof Messages['links'];
}

export const TEACHER_LINKS: StaffLink[] = [
  { to: '/teacher-dashboard/batches', label: 'batches' },
  { to: '/teacher-dashboard/batch-students', label: 'students' },
  { to: '/teacher-dashboard/quiz-results', label: 'quizResults' },
];

export const ADMIN_LINKS: StaffLink[] = [
  { to: '/admin-dashboard/enrolments', label: 'enrolments' },
  { to: '/admin-dashboard/course-list', label: 'courses' },
  { to: '/admin-dashboard/batches', label: 'batches' },
  { to: '/admin-dashboard/add-access', label: 'courseAccess' },
  { to: '/admin-dashboard/quizess', label: 'quizzes' },
  { to: '/admin-dashboard/quiz-results', label: 'quizResults' },
  { to: '/admin-dashboard/exercise', label: 'exercises' },
  { to: '/admin-dashboard/flashcards', label: 'flashcards' },
];

/** The links as a wrapping row, labelled for screen readers. */
export function StaffLinks({ links, label }: { links: StaffLink[]; label: string }) {
  const { t } = useTranslation(coursesNs);
  return (
    <Group gap="md" component="nav" aria-label={label}>
      {links.map((link) => (
        <Anchor key={link.to} fw={600} renderRoot={(props) => <Link {...props} to={link.to} />}>
          {t(`links.${link.label}`)}
        </Anchor>
      ))}
    </Group>
  );
}
