/** A course's actions in the list: publish, unpublish, archive, restore, duplicate (each queued); the title links to the editor. */
import { Button, Group } from '@mantine/core';
import type { CourseStatus } from '@contract/admin';
import type { CourseListRow } from '../data/course-list';
import { duplicateCourse, setCourseStatus } from '../data/course-writes';

const changes: Record<CourseStatus, { label: string; to: CourseStatus }[]> = {
  draft: [
    { label: 'Publish', to: 'published' },
    { label: 'Archive', to: 'archived' },
  ],
  published: [
    { label: 'Unpublish', to: 'draft' },
    { label: 'Archive', to: 'archived' },
  ],
  archived: [{ label: 'Restore as draft', to: 'draft' }],
};

/** The action buttons of `course` (each names the course for screen readers). */
export function CourseActions({ course }: { course: CourseListRow }) {
  return (
    <Group gap={4} wrap="nowrap">
      {changes[course.status].map((change) => (
        <Button key={change.to} size="compact-xs" variant="brandSecondary" aria-label={`${change.label} ${course.title}`} onClick={() => void setCourseStatus(course, change.to)}>
          {change.label}
        </Button>
      ))}
      <Button size="compact-xs" variant="subtle" aria-label={`Duplicate ${course.title}`} onClick={() => void duplicateCourse(course)}>
        Duplicate
      </Button>
    </Group>
  );
}
