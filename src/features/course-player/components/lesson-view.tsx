/** One lesson: its content by type, practice links, 'Mark complete', and Previous / Next. */
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { lazy, Suspense } from 'react';
import type { LessonRow } from '@/data/db';
import { contentLanguageProps } from '@/ui/content-language';
import { DelayedLoader } from '@/ui/delayed-loader';
import type { SectionEntry } from '../store/course-detail.store';
import { LessonLinks } from './lesson-links';
import { PdfLesson } from './pdf-lesson';
import { TextLesson } from './text-lesson';
import { VideoLesson } from './video-lesson';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

// The package player (SCORM bridge) loads only when a package lesson opens (issue 51).
const PackageLesson = lazy(() => import('../package/package-lesson'));

/** What the lesson view needs from the player. */
export interface LessonViewProps {
  lesson: LessonRow;
  progresses: SectionEntry[];
  complete: boolean;
  onComplete: () => void;
  /** Sections of a text lesson read to their end. */
  onSectionsRead: (sections: number[]) => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  /** The course's stated language: the lesson's title and text carry it. */
  language?: string | null | undefined;
}

/** The open lesson. */
export function LessonView({ lesson, progresses, complete, onComplete, onSectionsRead, onPrevious, onNext, language }: LessonViewProps) {
  const { t } = useTranslation(coursePlayerNs);
  const authored = contentLanguageProps(language);
  const first = progresses.find((p) => p.lessonId === lesson.id && p.section === 0);
  const stored = { position: first?.position ?? null, completed: first?.completed ?? false, progress: first?.progress ?? 0 };
  return (
    <Stack gap="md" component="article" aria-labelledby="lesson-title">
      <Group gap="sm" justify="space-between">
        <Title order={2} id="lesson-title" {...authored}>
          {lesson.title}
        </Title>
        {complete ? <Badge color="green">{t('completed')}</Badge> : null}
      </Group>
      {lesson.type === 'video' ? (
        <VideoLesson key={lesson.id} lesson={lesson} stored={stored} />
      ) : lesson.type === 'package' ? (
        <Suspense fallback={<DelayedLoader label={t('loadingPackagePlayer')} />}>
          <PackageLesson key={lesson.id} lesson={lesson} onItemDone={(item) => onSectionsRead([item])} />
        </Suspense>
      ) : lesson.type === 'pdf' ? (
        <PdfLesson key={lesson.id} lesson={lesson} onLastPage={onComplete} />
      ) : (
        <TextLesson key={lesson.id} lesson={lesson} onRead={onSectionsRead} language={language} />
      )}
      <LessonLinks lesson={lesson} />
      <Group gap="sm" justify="space-between">
        <Button variant="default" onClick={onPrevious ?? undefined} disabled={!onPrevious}>
          {t('previous')}
        </Button>
        <Button variant={complete ? 'brandDisabled' : 'brandPrimary'} onClick={onComplete} disabled={complete}>
          {complete ? t('completed') : t('markComplete')}
        </Button>
        <Button variant="default" onClick={onNext ?? undefined} disabled={!onNext}>
          {t('next')}
        </Button>
      </Group>
    </Stack>
  );
}
