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
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../../messages/en';

const SHOWN = 5;

function EnrolmentRequests() {
  const { t } = useTranslation(coursesNs);
  const requests = useEnrolmentRequests();
  if (requests === undefined) return <DelayedLoader label={t('loadingRequests')} />;
  if (requests === null) return <Text>{t('requestsOffline')}</Text>;
  if (requests.length === 0) return <Text>{t('noRequests')}</Text>;
  return (
    <>
      <Text>{t('requestsWaiting', { count: requests.length })}</Text>
      <List size="sm" spacing={4} aria-label={t('enrolmentRequests')}>
        {requests.slice(0, SHOWN).map((r) => (
          <List.Item key={r.id}>
            {t('asksToJoin', { name: r.name ?? r.email ?? t('aLearner'), course: r.courseTitle })}
          </List.Item>
        ))}
      </List>
      <Anchor renderRoot={(props) => <Link {...props} to="/admin-dashboard/enrolments" />}>{t('reviewRequests')}</Anchor>
    </>
  );
}

function DraftCourses() {
  const { t } = useTranslation(coursesNs);
  const drafts = useDraftCourses();
  if (drafts === undefined) return <DelayedLoader label={t('loadingDrafts')} />;
  if (drafts.length === 0) return <Text>{t('noDrafts')}</Text>;
  return (
    <List size="sm" spacing={4} aria-label={t('draftCourses')}>
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
  const { t } = useTranslation(coursesNs);
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="admin-requests">
        <Title order={2} size="h3" id="admin-requests">
          {t('enrolmentRequests')}
        </Title>
        <EnrolmentRequests />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="admin-drafts">
        <Title order={2} size="h3" id="admin-drafts">
          {t('draftCourses')}
        </Title>
        <DraftCourses />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="admin-screens">
        <Title order={2} size="h3" id="admin-screens">
          {t('manage')}
        </Title>
        <StaffLinks links={ADMIN_LINKS} label={t('adminScreens')} />
      </Stack>
    </Stack>
  );
}
