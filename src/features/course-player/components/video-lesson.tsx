/** A video lesson: the player (resumes where it was left), and a playback speed control. */
import { useState } from 'react';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect, Stack, Text } from '@mantine/core';
import type { LessonRow } from '@/data/db';
import { useVideoProgress } from './use-video-progress';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

const SPEEDS = ['0.75', '1', '1.25', '1.5', '2'];

/** The video of `lesson`; `stored` is its section 0 progress. */
export function VideoLesson({ lesson, stored }: { lesson: LessonRow; stored: { position: number | null; completed: boolean; progress: number } }) {
  const video = useVideoProgress(lesson, stored);
  const { t } = useTranslation(coursePlayerNs);
  const [speed, setSpeed] = useState('1');
  const [failed, setFailed] = useState(false);
  if (!lesson.mediaUrl) return <Text c="dimmed">{t('videoMissing')}</Text>;
  return (
    <Stack gap="xs">
      <video
        ref={video}
        src={lesson.mediaUrl}
        controls
        preload="metadata"
        aria-label={t('videoLabel', { title: lesson.title })}
        onError={() => setFailed(true)}
        onLoadedData={() => setFailed(false)}
        style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 12 }}
      />
      {failed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('videoFailed')}
        </Text>
      ) : null}
      <NativeSelect
        label={t('playbackSpeed')}
        size="xs"
        w={140}
        data={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
        value={speed}
        onChange={(event) => {
          setSpeed(event.currentTarget.value);
          if (video.current) video.current.playbackRate = Number(event.currentTarget.value);
        }}
      />
      {lesson.content ? <Text size="sm">{lesson.content}</Text> : null}
    </Stack>
  );
}
