/** A media file chosen and uploaded resumably: a progress bar, Pause and Resume, the error if any. */
import { createContext, useContext, useRef, useState } from 'react';
import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/Progress.css';
import { startUpload, type UploadControl } from '@/data/tus-upload';
import { courseEditorNs } from '../messages/en';

type Phase = 'idle' | 'uploading' | 'paused' | 'done' | 'failed';

/** The course being edited: every upload under it is for that course (the server checks who may edit it). */
export const UploadCourse = createContext<string>('');

/** Uploads a file of `accept` types; `onUploaded` gets its `/media/uploads/...` URL. */
export function UploadField({ label, accept, value, onUploaded }: { label: string; accept: string; value: string | null; onUploaded: (url: string) => void }) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const control = useRef<UploadControl | null>(null);
  const courseId = useContext(UploadCourse);
  const { t } = useTranslation(courseEditorNs);

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setPercent(0);
    setPhase('uploading');
    control.current = await startUpload(file, courseId, {
      onProgress: (sent, total) => setPercent(total ? Math.round((sent / total) * 100) : 0),
      onSuccess: (url) => {
        setPhase('done');
        onUploaded(url);
      },
      onError: (message) => {
        setPhase('failed');
        setError(message);
      },
    });
  };

  return (
    <Stack gap={4}>
      <FileInput label={label} accept={accept} placeholder={t('upload.choose')} onChange={(file) => void choose(file)} disabled={phase === 'uploading'} clearable={false} />
      {phase !== 'idle' && (
        <Group gap="xs" wrap="nowrap">
          <Progress.Root style={{ flex: 1 }}>
            <Progress.Section value={percent} aria-label={t('upload.progress', { label })} />
          </Progress.Root>
          <Text size="sm" aria-live="polite">{phase === 'done' ? t('upload.done') : `${percent}%`}</Text>
          {phase === 'uploading' && (
            <Button size="xs" variant="light" onClick={() => { control.current?.pause(); setPhase('paused'); }}>{t('upload.pause')}</Button>
          )}
          {(phase === 'paused' || phase === 'failed') && (
            <Button size="xs" variant="light" onClick={() => { control.current?.resume(); setPhase('uploading'); setError(null); }}>{t('upload.resume')}</Button>
          )}
        </Group>
      )}
      {error && <Text size="sm" c="red.7" role="alert">{t('upload.stopped', { error })}</Text>}
      {value && <Text size="xs" c="gray.7">{t('upload.current', { file: value })}</Text>}
    </Stack>
  );
}
