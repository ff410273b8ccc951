/** A course's actions in the list: edit, publish, unpublish, archive, restore, duplicate (each queued). */
import { Button, Menu } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
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

/** The actions menu of `course`. */
export function CourseActions({ course }: { course: CourseListRow }) {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="brandSecondary" aria-label={`Actions for ${course.title}`}>
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void navigate({ to: '/edit-course/$course', params: { course: course.id } })}>Edit</Menu.Item>
        {changes[course.status].map((change) => (
          <Menu.Item key={change.to} onClick={() => void setCourseStatus(course, change.to)}>
            {change.label}
          </Menu.Item>
        ))}
        <Menu.Item onClick={() => void duplicateCourse(course)}>Duplicate</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
