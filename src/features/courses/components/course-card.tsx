/**
 * One course of the catalogue in the course-card style: title (a link to its details), summary,
 * category, level, the language it is written in, progress. The author's title and summary carry the
 * course's `lang` and `dir` (issue 52, item 6).
 */
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { CourseRow, EnrolmentRow } from '@/data/db';
import type { CourseProgress } from '../data/course-progress';
import { ProgressBar } from './course-progress-bar';
import { levelLabel } from '../data/level-label';
import { contentLanguageProps, languageName } from '@/ui/content-language';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/** What a card shows beside the course itself. */
export interface CourseCardProps {
  course: CourseRow;
  progress: CourseProgress | undefined;
  enrolment: EnrolmentRow['status'] | undefined;
  onOpen?: (id: string) => void;
}

/** The course's fields a card shows. */
const SHOWN = ['id', 'title', 'summary', 'category', 'level', 'language', 'assigned'] as const;

/**
 * True when a card would show the same: every live read makes new course and progress objects, and
 * the catalogue re-rendered every card on each read (its progress follows the courses).
 */
export function sameCard(a: CourseCardProps, b: CourseCardProps): boolean {
  return a.enrolment === b.enrolment && a.onOpen === b.onOpen && a.progress?.percent === b.progress?.percent
    && (a.progress === undefined) === (b.progress === undefined) && SHOWN.every((key) => a.course[key] === b.course[key]);
}

/** A course card; a list item of the catalogue (memoised by what it shows: a keystroke or a new read re-renders only the cards that change). */
export const CourseCard = memo(function CourseCard({ course, progress, enrolment, onOpen }: CourseCardProps) {
  const { t, i18n } = useTranslation(coursesNs);
  const authored = contentLanguageProps(course.language);
  return (
    <Card component="li" variant="courseCard" padding="lg">
      <Stack gap="xs" h="100%">
        <Title order={2} size="h4" {...authored}>
          <Anchor component={Link} to={`/course-details/${encodeURIComponent(course.id)}`} c="inherit" onClick={() => onOpen?.(course.id)}>
            {course.title}
          </Anchor>
        </Title>
        {course.summary ? (
          <Text size="sm" c="dimmed" lineClamp={3} {...authored}>
            {course.summary}
          </Text>
        ) : null}
        <Group gap={6} mt="auto">
          {course.category ? <Badge variant="light">{course.category}</Badge> : null}
          {course.level ? <Badge variant="outline" color="gray">{levelLabel(course.level)}</Badge> : null}
          {course.language ? <Badge variant="outline" color="gray" title={t('languageOfCourse')}>{languageName(course.language, i18n.language)}</Badge> : null}
          {enrolment === 'pending' ? <Badge color="yellow">{t('pending')}</Badge> : null}
        </Group>
        {progress || course.assigned || enrolment === 'active' ? <ProgressBar percent={progress?.percent ?? 0} label={course.title} /> : null}
      </Stack>
    </Card>
  );
}, sameCard);
