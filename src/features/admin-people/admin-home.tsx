/** `/admin-dashboard`: links to every admin screen, and what needs attention (pending invitations, batches without a teacher). */
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { batchStatus } from '@contract/people';
import { batchesPath, peoplePath, useServerData, type AdminBatch, type Person } from './api';
import { adminPeopleNs } from './messages/en';

/** Each admin screen and the key of its name and summary under `screens`. */
const screens = [
  { to: '/admin-dashboard/people', key: 'people' },
  { to: '/admin-dashboard/batches', key: 'batches' },
  { to: '/admin-dashboard/batch-students', key: 'batchStudents' },
  { to: '/admin-dashboard/enrolments', key: 'enrolments' },
  { to: '/admin-dashboard/course-list', key: 'courses' },
  { to: '/admin-dashboard/add-access', key: 'access' },
  { to: '/admin-dashboard/quiz-results', key: 'quizResults' },
  { to: '/admin-dashboard/quizess', key: 'quizzes' },
  { to: '/admin-dashboard/exercise', key: 'exercises' },
  { to: '/admin-dashboard/flashcards', key: 'flashcards' },
  { to: '/admin-dashboard/api-keys', key: 'apiKeys' },
  { to: '/admin-dashboard/lti', key: 'lti' },
] as const;

export function AdminHome() {
  const { t } = useTranslation(adminPeopleNs);
  const people = useServerData<Person[]>(peoplePath);
  const batches = useServerData<AdminBatch[]>(batchesPath);
  const today = new Date().toISOString().slice(0, 10);
  const invited = (people.data ?? []).filter((p) => p.status === 'invited').length;
  const open = (batches.data ?? []).filter((b) => !b.archived);
  const noTeacher = open.filter((b) => b.teacherId === null && batchStatus(b.startsOn, b.endsOn, today) !== 'ended');
  const loaded = (people.data !== undefined || people.error !== undefined) && (batches.data !== undefined || batches.error !== undefined);
  return (
    <Stack data-ready={loaded ? 'true' : undefined}>
      <Title order={1}>{t('home.title')}</Title>
      <section aria-labelledby="attention-heading">
        <Title order={2} size="h3" id="attention-heading">{t('home.attention')}</Title>
        {!loaded ? (
          <Text c="dimmed">{t('home.loading')}</Text>
        ) : people.error || batches.error ? (
          <Text c="dimmed">{people.error ?? batches.error}</Text>
        ) : invited === 0 && noTeacher.length === 0 ? (
          <Text c="dimmed">{t('home.nothing')}</Text>
        ) : (
          <List>
            {invited > 0 && <List.Item><Anchor component={Link} to="/admin-dashboard/people">{t('home.invitations', { count: invited })}</Anchor></List.Item>}
            {noTeacher.map((b) => (
              <List.Item key={b.id}><Anchor component={Link} to="/admin-dashboard/batches">{t('home.noTeacher', { name: b.name })}</Anchor></List.Item>
            ))}
          </List>
        )}
      </section>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {screens.map((s) => (
          <Card key={s.to} withBorder>
            <Anchor component={Link} to={s.to} fw={600}>{t(`screens.${s.key}.label`)}</Anchor>
            <Text size="sm" c="dimmed">{t(`screens.${s.key}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
