/**
 * The dashboard's local-database part, loaded after the heading paints (it opens Dexie): 'Continue
 * learning' into the player at the last lesson, and my courses with their progress. The author's
 * titles carry the course's `lang`/`dir` (issue 52, item 6).
 */
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { contentLanguageProps } from '@/ui/content-language';
import { playerHref } from '../data/course-access';
import { memo } from 'react';
import { useDashboard, type MyCourse } from '../data/dashboard';
import { ProgressBar } from './course-progress-bar';
import { useRevealReady } from '@/ui/reveal-together';
import { useFirstThenAll } from '@/ui/use-first-then-all';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/**
 * Rows below the fold skip style, layout and paint until scrolled near (`content-visibility`): a
 * learner with 50 courses laid out every row before the dashboard painted. Text and links stay in
 * the document and the accessibility tree. Not the first screenful ({@link FIRST_ROWS}): on screen
 * at once, they would first take the guessed height and then their own, moving what is below them
 * (a layout shift, in the first frame of every fresh document).
 */
const ROW_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 52px' } as const;

/**
 * Rows in the first commit: more than a screenful. The rest follow at the frame after it paints (a
 * transition): with 50 courses, rendering every row's Mantine components and links before the
 * first paint took most of /dashboard's time (issue 55 item 4).
 */
export const FIRST_ROWS = 12;
const NO_COURSES: readonly MyCourse[] = [];

/** One of my courses: its title (a link to its details), and its progress or 'pending'. Memoised: a new read re-renders only the rows that changed. */
const MyCourseItem = memo(function MyCourseItem({ id, title, language, percent, pending, pendingLabel, belowFold }: Pick<MyCourse['course'], 'id' | 'title' | 'language'> & { percent: number; pending: boolean; pendingLabel: string; belowFold: boolean }) {
  return (
    <li style={belowFold ? ROW_STYLE : undefined}>
      <Group justify="space-between" wrap="nowrap">
        <Anchor component={Link} to={`/course-details/${encodeURIComponent(id)}`} {...contentLanguageProps(language)}>
          {title}
        </Anchor>
        {pending ? <Badge color="yellow">{pendingLabel}</Badge> : null}
      </Group>
      {pending ? null : <ProgressBar percent={percent} label={title} />}
    </li>
  );
});

/** Continue learning and my courses. */
export default function DashboardCourses() {
  const { t } = useTranslation(coursesNs);
  const data = useDashboard();
  useRevealReady(data !== undefined);
  const myCourses = useFirstThenAll(data?.myCourses ?? NO_COURSES, FIRST_ROWS);
  if (!data) return <DelayedLoader label={t('loadingYourCourses')} />;
  const { continueLesson } = data;
  return (
    <>
      <Stack gap="xs" component="section" aria-labelledby="dashboard-continue">
        <Title order={2} size="h3" id="dashboard-continue">
          {t('continueLearning')}
        </Title>
        {continueLesson ? (
          <Card variant="courseCard" padding="lg">
            <Text size="sm" c="dimmed" {...contentLanguageProps(continueLesson.courseLanguage)}>
              {continueLesson.courseTitle}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text fw={600} {...contentLanguageProps(continueLesson.courseLanguage)}>
                {continueLesson.lessonTitle}
              </Text>
              <Button component={Link} to={playerHref(continueLesson.courseId, continueLesson.lessonId)} variant="brandAccent">
                {t('resume.Continue')}
              </Button>
            </Group>
          </Card>
        ) : (
          <Text c="dimmed">{t('nothingStarted')}</Text>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="dashboard-courses">
        <Title order={2} size="h3" id="dashboard-courses">
          {t('myCourses')}
        </Title>
        {data.myCourses.length === 0 ? (
          <Text c="dimmed">
            {t('notEnrolled')}{' '}
            <Anchor component={Link} to="/courses">
              {t('browseAll')}
            </Anchor>
          </Text>
        ) : (
          <Stack gap="sm" component="ul" aria-label={t('myCourses')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {myCourses.map(({ course, progress, pending }, index) => (
              <MyCourseItem key={course.id} id={course.id} title={course.title} language={course.language} percent={progress?.percent ?? 0} pending={pending} pendingLabel={t('pending')} belowFold={index >= FIRST_ROWS} />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}
