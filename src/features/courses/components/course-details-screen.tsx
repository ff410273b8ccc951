/**
 * `/course-details/{course}`: the description, the modules with their lessons and progress, and
 * 'Start' / 'Continue' / 'Review' (into the player, at the next unfinished lesson) when the learner is
 * enrolled, else 'Enrol' (to the enrolment screen),
 * except on an unpublished draft, which nobody can enrol in. The author's text carries the course's
 * `lang` and `dir` (issue 52, item 6).
 */
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { courseAccess, playerHref } from '../data/course-access';
import { resumeAction, useCourseDetails } from '../data/course-details';
import { useEnrolment } from '../data/enrolment';
import { selectCourse } from '../data/selection';
import { ProgressBar } from './course-progress-bar';
import { CourseLoading, CourseMissing } from './course-states';
import { ModuleList } from './module-list';
import { levelLabel } from '../data/level-label';
import { contentLanguageProps, languageName } from '@/ui/content-language';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/** The details of course `courseId`. */
export function CourseDetailsScreen({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation(coursesNs);
  const details = useCourseDetails(courseId);
  const enrolment = useEnrolment(courseId);
  useEffect(() => selectCourse(courseId), [courseId]);
  if (details === undefined || enrolment === undefined) return <CourseLoading />;
  if (details === null) return <CourseMissing />;
  const { course, modules, percent } = details;
  const resume = resumeAction(details);
  const access = courseAccess(course, enrolment.status);
  const enrolled = access === 'enrolled';
  const language = course.language ?? null;
  const authored = contentLanguageProps(language);
  return (
    <Stack gap="md">
      <Title order={1} {...authored}>{course.title}</Title>
      <Group gap={6}>
        {course.category ? <Badge variant="light">{course.category}</Badge> : null}
        {course.level ? <Badge variant="outline" color="gray">{levelLabel(course.level)}</Badge> : null}
        {language ? <Badge variant="outline" color="gray" title={t('languageOfCourse')}>{languageName(language, i18n.language)}</Badge> : null}
        {access === 'pending' ? <Badge color="yellow">{t('pending')}</Badge> : null}
        {access === 'draft' ? <Badge color="gray">{t('draft')}</Badge> : null}
      </Group>
      <Text style={{ whiteSpace: 'pre-line' }} {...authored}>{course.description || course.summary}</Text>
      <Group>
        {enrolled ? (
          <Button component={Link} to={playerHref(course.id, resume.lessonId)} variant="brandPrimary">
            {t(`resume.${resume.label}`)}
          </Button>
        ) : access === 'draft' ? (
          <Text c="dimmed">{t('draftNote')}</Text>
        ) : (
          <Button component={Link} to={`/course-enrol/${encodeURIComponent(course.id)}`} variant="brandPrimary">
            {access === 'pending' ? t('viewEnrolment') : t('enrol')}
          </Button>
        )}
      </Group>
      {enrolled ? <ProgressBar percent={percent} label={t('courseProgress')} /> : null}
      {modules.length > 0 ? (
        <ModuleList courseId={course.id} modules={modules} canOpen={enrolled} language={language} />
      ) : (
        <Text c="dimmed">{enrolled ? t('lessonsNextSync') : t('lessonsOnceEnrolled')}</Text>
      )}
    </Stack>
  );
}
