/**
 * `/course-enrol/{course}`: 'Enrol' in an open course, 'Request access' to one that needs it, or why
 * a closed course takes nobody. The request is queued (it works offline) and shown as pending until
 * the server's answer arrives with a sync.
 */
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseAccess, playerHref, type CourseAccess } from '../data/course-access';
import { resumeAction, useCourseDetails } from '../data/course-details';
import { requestEnrolment, useEnrolment, type EnrolmentState } from '../data/enrolment';
import { CourseLoading, CourseMissing } from './course-states';
import { i18n } from '@/i18n/i18n';
import { coursesNs } from '../messages/en';

/** What the screen says of a course the learner is not waiting for. */
function introText(access: Exclude<CourseAccess, 'pending'>): string {
  const t = i18n.getFixedT(null, coursesNs);
  return access === 'draft' ? t('draftNote') : t(`intro.${access}`);
}

function pendingText(state: EnrolmentState, mode: CourseAccess): string {
  const t = i18n.getFixedT(null, coursesNs);
  if (state.queued) return t('requestQueued');
  return mode === 'request' ? t('requestReview') : t('enrolConfirming');
}

/** The enrolment screen of course `courseId`. */
export function CourseEnrolScreen({ courseId }: { courseId: string }) {
  const { t } = useTranslation(coursesNs);
  const details = useCourseDetails(courseId);
  const enrolment = useEnrolment(courseId);
  const [busy, setBusy] = useState(false);
  if (details === undefined || enrolment === undefined) return <CourseLoading />;
  if (details === null) return <CourseMissing />;
  const { course } = details;
  const access = courseAccess(course, enrolment.status);
  const enrol = () => {
    setBusy(true);
    void requestEnrolment(course.id).finally(() => setBusy(false));
  };
  return (
    <Stack gap="md">
      <Title order={1}>{t('enrolIn', { course: course.title })}</Title>
      {course.summary ? <Text c="dimmed">{course.summary}</Text> : null}
      {enrolment.refusal !== null && access !== 'enrolled' && access !== 'pending' ? (
        <Alert color="red" title={t('lastRefused')}>
          {enrolment.refusal || t('refusedNoReason')}
        </Alert>
      ) : null}
      {access === 'pending' ? (
        <Group gap="xs" role="status">
          <Badge color="yellow">{t('pending')}</Badge>
          <Text>{pendingText(enrolment, course.enrolmentMode)}</Text>
        </Group>
      ) : (
        <Text>{introText(access)}</Text>
      )}
      <Group>
        {access === 'enrolled' ? (
          <Button component={Link} to={playerHref(course.id, resumeAction(details).lessonId)} variant="brandPrimary">
            {t(`resume.${resumeAction(details).label}`)}
          </Button>
        ) : access === 'open' || access === 'request' ? (
          <Button variant="brandPrimary" loading={busy} onClick={enrol}>
            {access === 'open' ? t('enrol') : t('requestAccess')}
          </Button>
        ) : null}
        <Button component={Link} to={`/course-details/${encodeURIComponent(course.id)}`} variant="brandSecondary">
          {t('courseDetails')}
        </Button>
      </Group>
    </Stack>
  );
}
