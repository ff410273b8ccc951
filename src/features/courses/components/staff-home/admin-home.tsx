/**
 * An admin's dashboard: enrolment requests waiting (online), draft courses (local data), and links
 * to the admin screens.
 */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { Link } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { useDraftCourses, useEnrolmentRequests } from '../../data/staff-home';
import { ADMIN_LINKS, StaffLinks } from './staff-links';

const SHOWN = 5;

function EnrolmentRequests() {
  const requests = useEnrolmentRequests();
  if (requests === undefined) return <DelayedLoader label="Loading enrolment requests" />;
  if (requests === null) return <Text>Enrolment requests are shown when you are online.</Text>;
  if (requests.length === 0) return <Text>No enrolment request is waiting.</Text>;
  return (
    <>
      <Text>{requests.length === 1 ? '1 request is waiting:' : `${requests.length} requests are waiting:`}</Text>
      <List size="sm" spacing={4} aria-label="Enrolment requests">
        {requests.slice(0, SHOWN).map((r) => (
          <List.Item key={r.id}>
            {r.name ?? r.email ?? 'A learner'} asks to join {r.courseTitle}
          </List.Item>
        ))}
      </List>
      <Anchor renderRoot={(props) => <Link {...props} to="/admin-dashboard/enrolments" />}>Review enrolment requests</Anchor>
    </>
  );
}

function DraftCourses() {
  const drafts = useDraftCourses();
  if (drafts === undefined) return <DelayedLoader label="Loading draft courses" />;
  if (drafts.length === 0) return <Text>No draft course. Courses appear here after the first sync.</Text>;
  return (
    <List size="sm" spacing={4} aria-label="Draft courses">
      {drafts.map((course) => (
        <List.Item key={course.id}>
          <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/edit-course/$course" params={{ course: course.id }} />}>
            {course.title}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

/** The admin's home. */
export function AdminHome() {
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="admin-requests">
        <Title order={2} size="h3" id="admin-requests">
          Enrolment requests
        </Title>
        <EnrolmentRequests />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="admin-drafts">
        <Title order={2} size="h3" id="admin-drafts">
          Draft courses
        </Title>
        <DraftCourses />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="admin-screens">
        <Title order={2} size="h3" id="admin-screens">
          Manage
        </Title>
        <StaffLinks links={ADMIN_LINKS} label="Admin screens" />
      </Stack>
    </Stack>
  );
}
