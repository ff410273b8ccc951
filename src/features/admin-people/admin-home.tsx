/** `/admin-dashboard`: links to every admin screen, and what needs attention (pending invitations, batches without a teacher). */
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Link } from '@tanstack/react-router';
import { batchStatus } from '@contract/people';
import { batchesPath, peoplePath, useServerData, type AdminBatch, type Person } from './api';

const screens = [
  { to: '/admin-dashboard/people', label: 'People', text: 'Invite people, change roles, import a CSV.' },
  { to: '/admin-dashboard/batches', label: 'Batches', text: 'Create, edit and archive batches.' },
  { to: '/admin-dashboard/batch-students', label: 'Batch students', text: 'Add, move and remove learners.' },
  { to: '/admin-dashboard/enrolments', label: 'Enrolments', text: 'Approve or reject enrolment requests.' },
  { to: '/admin-dashboard/course-list', label: 'Courses', text: 'Every course and its status.' },
  { to: '/admin-dashboard/add-access', label: 'Access', text: 'Grant or revoke courses.' },
  { to: '/admin-dashboard/quiz-results', label: 'Quiz results', text: 'Results across the organisation.' },
  { to: '/admin-dashboard/quizess', label: 'Quizzes', text: 'Every quiz.' },
  { to: '/admin-dashboard/exercise', label: 'Exercises', text: 'Every exercise.' },
  { to: '/admin-dashboard/flashcards', label: 'Flashcards', text: 'Every deck.' },
  { to: '/admin-dashboard/api-keys', label: 'API keys', text: 'Keys for programs that call the API.' },
  { to: '/admin-dashboard/lti', label: 'LTI (Moodle, Canvas)', text: 'Course platforms that open activities here and receive grades.' },
] as const;

export function AdminHome() {
  const people = useServerData<Person[]>(peoplePath);
  const batches = useServerData<AdminBatch[]>(batchesPath);
  const today = new Date().toISOString().slice(0, 10);
  const invited = (people.data ?? []).filter((p) => p.status === 'invited').length;
  const open = (batches.data ?? []).filter((b) => !b.archived);
  const noTeacher = open.filter((b) => b.teacherId === null && batchStatus(b.startsOn, b.endsOn, today) !== 'ended');
  const loaded = (people.data !== undefined || people.error !== undefined) && (batches.data !== undefined || batches.error !== undefined);
  return (
    <Stack data-ready={loaded ? 'true' : undefined}>
      <Title order={1}>Admin dashboard</Title>
      <section aria-labelledby="attention-heading">
        <Title order={2} size="h3" id="attention-heading">Needs attention</Title>
        {!loaded ? (
          <Text c="dimmed">Loading…</Text>
        ) : people.error || batches.error ? (
          <Text c="dimmed">{people.error ?? batches.error}</Text>
        ) : invited === 0 && noTeacher.length === 0 ? (
          <Text c="dimmed">Nothing needs attention.</Text>
        ) : (
          <List>
            {invited > 0 && <List.Item><Anchor component={Link} to="/admin-dashboard/people">{invited} invitation{invited === 1 ? '' : 's'} not yet accepted</Anchor></List.Item>}
            {noTeacher.map((b) => (
              <List.Item key={b.id}><Anchor component={Link} to="/admin-dashboard/batches">{b.name} has no teacher</Anchor></List.Item>
            ))}
          </List>
        )}
      </section>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {screens.map((s) => (
          <Card key={s.to} withBorder>
            <Anchor component={Link} to={s.to} fw={600}>{s.label}</Anchor>
            <Text size="sm" c="dimmed">{s.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
