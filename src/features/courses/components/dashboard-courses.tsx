/**
 * The dashboard's local-database part, loaded after the heading paints (it opens Dexie): 'Continue
 * learning' into the player at the last lesson, and my courses with their progress.
 */
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { playerHref } from '../data/course-access';
import { useDashboard } from '../data/dashboard';
import { ProgressBar } from './course-progress-bar';
import { useRevealReady } from '@/ui/reveal-together';

/** Continue learning and my courses. */
export default function DashboardCourses() {
  const data = useDashboard();
  useRevealReady(data !== undefined);
  if (!data) return <DelayedLoader label="Loading your courses" />;
  const { continueLesson, myCourses } = data;
  return (
    <>
      <Stack gap="xs" component="section" aria-labelledby="dashboard-continue">
        <Title order={2} size="h3" id="dashboard-continue">
          Continue learning
        </Title>
        {continueLesson ? (
          <Card variant="courseCard" padding="lg">
            <Text size="sm" c="dimmed">
              {continueLesson.courseTitle}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text fw={600}>{continueLesson.lessonTitle}</Text>
              <Button component={Link} to={playerHref(continueLesson.courseId, continueLesson.lessonId)} variant="brandAccent">
                Continue
              </Button>
            </Group>
          </Card>
        ) : (
          <Text c="dimmed">Nothing started yet. Pick a course to begin.</Text>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="dashboard-courses">
        <Title order={2} size="h3" id="dashboard-courses">
          My courses
        </Title>
        {myCourses.length === 0 ? (
          <Text c="dimmed">
            You are not enrolled in any course yet.{' '}
            <Anchor component={Link} to="/courses">
              Browse all courses
            </Anchor>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" aria-label="My courses" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {myCourses.map(({ course, progress, pending }) => (
              <li key={course.id}>
                <Group justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={`/course-details/${encodeURIComponent(course.id)}`}>
                    {course.title}
                  </Anchor>
                  {pending ? <Badge color="yellow">Pending</Badge> : null}
                </Group>
                {pending ? null : <ProgressBar percent={progress?.percent ?? 0} label={course.title} />}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}
