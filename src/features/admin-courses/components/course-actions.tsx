/** A course's actions in the list: publish, unpublish, archive, restore, duplicate (each queued); the title links to the editor. */
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@contract/admin';
import type { CourseListRow } from '../data/course-list';
import { duplicateCourse, setCourseStatus } from '../data/course-writes';
import { adminCoursesNs } from '../messages/en';

type Action = 'actions.publish' | 'actions.unpublish' | 'actions.archive' | 'actions.restore';

const changes: Record<CourseStatus, { label: Action; to: CourseStatus }[]> = {
  draft: [
    { label: 'actions.publish', to: 'published' },
    { label: 'actions.archive', to: 'archived' },
  ],
  published: [
    { label: 'actions.unpublish', to: 'draft' },
    { label: 'actions.archive', to: 'archived' },
  ],
  archived: [{ label: 'actions.restore', to: 'draft' }],
};

/** The action buttons of `course` (each names the course for screen readers). */
export function CourseActions({ course }: { course: CourseListRow }) {
  const { t } = useTranslation(adminCoursesNs);
  return (
    <Group gap={4} wrap="nowrap">
      {changes[course.status].map((change) => (
        <Button key={change.to} size="compact-xs" variant="brandSecondary" aria-label={t('actions.named', { action: t(change.label), course: course.title })} onClick={() => void setCourseStatus(course, change.to)}>
          {t(change.label)}
        </Button>
      ))}
      <Button size="compact-xs" variant="subtle" aria-label={t('actions.named', { action: t('actions.duplicate'), course: course.title })} onClick={() => void duplicateCourse(course)}>
        {t('actions.duplicate')}
      </Button>
    </Group>
  );
}
