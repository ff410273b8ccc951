/**
 * `/course-player/{course}`: the lessons by module with completion marks, the open lesson (deep
 * link `?lesson=`), 'Mark complete', Previous / Next, and 'Download for offline'. Everything is
 * read from the local database, so it works offline after one sync. Opened without `?lesson=`, the
 * first lesson not yet completed is put into the address once, so completing it never moves the
 * learner on: only Next, Previous and the lesson list do.
 */
import { useEffect, useMemo } from 'react';
import { Anchor, Center, Grid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Grid.css';
import { Link, useNavigate } from '@tanstack/react-router';
import { DelayedLoader } from '@/ui/delayed-loader';
import { completeLesson } from '../data/progress-writes';
import { isLessonComplete, sectionsDone } from '../store/course-detail.store';
import { contentLanguageProps } from '@/ui/content-language';
import { useCourseDetail } from '../store/use-course-detail';
import { courseMedia } from '../data/lesson-media';
import { DownloadControl } from './download-control';
import { LessonList } from './lesson-list';
import { LessonView } from './lesson-view';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

/** The player of course `courseId`, open at `lessonId` (or the first lesson not yet completed). */
export function CoursePlayerScreen({ courseId, lessonId }: { courseId: string; lessonId?: string }) {
  const { state, loading } = useCourseDetail(courseId);
  const navigate = useNavigate();
  const { t } = useTranslation(coursePlayerNs);
  const { details, modules, lessons, Progresses } = state;
  const isComplete = (l: (typeof lessons)[number]) => isLessonComplete(l, Progresses);
  const media = useMemo(() => courseMedia(lessons), [lessons]);
  const resumeId = lessonId || loading ? null : (lessons.find((l) => !isLessonComplete(l, Progresses)) ?? lessons[0])?.id;
  useEffect(() => {
    if (resumeId) void navigate({ to: '/course-player/$course', params: { course: courseId }, search: { lesson: resumeId }, replace: true });
  }, [resumeId, courseId, navigate]);
  if (loading) {
    return (
      <Center p="xl">
        <DelayedLoader label={t('loadingCourse')} />
      </Center>
    );
  }
  if (!details || lessons.length === 0) {
    return (
      <Stack gap="sm">
        <Title order={1}>{t('notAvailable')}</Title>
        <Text>{t('notOnDevice')}</Text>
        <Anchor component={Link} to="/courses">
          {t('backToCourses')}
        </Anchor>
      </Stack>
    );
  }
  const index = Math.max(0, lessonId ? lessons.findIndex((l) => l.id === lessonId) : lessons.findIndex((l) => !isComplete(l)));
  const lesson = lessons[index]!;
  const go = (i: number) => () => void navigate({ to: '/course-player/$course', params: { course: courseId }, search: { lesson: lessons[i]!.id } });
  const done = new Set(Progresses.filter((p) => p.lessonId === lesson.id && p.completed).map((p) => p.section));
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={1} {...contentLanguageProps(details.language)}>{details.title}</Title>
        <DownloadControl course={{ id: details.id, title: details.title }} media={media} />
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
          <LessonList language={details.language} courseId={courseId} modules={modules} lessons={lessons} currentId={lesson.id} sectionsDone={(l) => sectionsDone(l, Progresses)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
          <LessonView
            language={details.language}
            lesson={lesson}
            progresses={Progresses}
            complete={isComplete(lesson)}
            onComplete={() => void completeLesson(lesson, done)}
            onSectionsRead={(sections) => void completeLesson(lesson, done, sections)}
            onPrevious={index > 0 ? go(index - 1) : null}
            onNext={index < lessons.length - 1 ? go(index + 1) : null}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
