/**
 * `/course-enrol/{course}`: 'Enrol' in an open course, 'Request access' to one that needs it, or why
 * a closed course takes nobody. The request is queued (it works offline) and shown as pending until
 * the server's answer arrives with a sync.
 */
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { courseAccess, playerHref, type CourseAccess } from '../data/course-access';
import { resumeAction, useCourseDetails } from '../data/course-details';
import { requestEnrolment, useEnrolment, type EnrolmentState } from '../data/enrolment';
import { CourseLoading, CourseMissing } from './course-states';

const intro: Record<CourseAccess, string> = {
  enrolled: 'You are enrolled in this course.',
  pending: '',
  open: 'This course is open to every learner of your organisation.',
  request: 'This course needs access. Send a request and an administrator will grant it.',
  closed: 'This course is not taking new learners. Ask an administrator if you need access.',
  draft: 'This course is a draft: it is not published, so nobody can enrol in it yet.',
};

function pendingText(state: EnrolmentState, mode: CourseAccess): string {
  if (state.queued) return 'Your request is saved on this device and is sent when you are online.';
  return mode === 'request' ? 'An administrator will review your request.' : 'Waiting for the server to confirm your enrolment.';
}

/** The enrolment screen of course `courseId`. */
export function CourseEnrolScreen({ courseId }: { courseId: string }) {
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
      <Title order={1}>Enrol in {course.title}</Title>
      {course.summary ? <Text c="dimmed">{course.summary}</Text> : null}
      {enrolment.refusal && access !== 'enrolled' && access !== 'pending' ? (
        <Alert color="red" title="Your last request was refused">
          {enrolment.refusal}
        </Alert>
      ) : null}
      {access === 'pending' ? (
        <Group gap="xs" role="status">
          <Badge color="yellow">Pending</Badge>
          <Text>{pendingText(enrolment, course.enrolmentMode)}</Text>
        </Group>
      ) : (
        <Text>{intro[access]}</Text>
      )}
      <Group>
        {access === 'enrolled' ? (
          <Button component={Link} to={playerHref(course.id, resumeAction(details).lessonId)} variant="brandPrimary">
            {resumeAction(details).label}
          </Button>
        ) : access === 'open' || access === 'request' ? (
          <Button variant="brandPrimary" loading={busy} onClick={enrol}>
            {access === 'open' ? 'Enrol' : 'Request access'}
          </Button>
        ) : null}
        <Button component={Link} to={`/course-details/${encodeURIComponent(course.id)}`} variant="brandSecondary">
          Course details
        </Button>
      </Group>
    </Stack>
  );
}
