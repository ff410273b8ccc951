/**
 * 'Download for offline' for one course: the size, a progress bar while downloading, 'Remove
 * download', and, when lessons' media changed after the download (a new outline was pulled), which
 * lessons changed and 'Update download'.
 */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useMemo } from 'react';
import { formatBytes } from '@/data/device-storage';
import { changedSinceDownload, type LessonMedia } from '../data/lesson-media';
import { useCourseDownload } from '../data/use-downloads';

/** The download control; hidden when the course has no media. */
export function DownloadControl({ course, media }: { course: { id: string; title: string }; media: LessonMedia[] }) {
  const mediaUrls = useMemo(() => [...new Set(media.flatMap((l) => l.urls))], [media]);
  const { download, progress, error, start, remove } = useCourseDownload(course, mediaUrls);
  if (mediaUrls.length === 0 || download === undefined) return null;
  const changed = download ? changedSinceDownload(media, download.urls) : [];
  return (
    <Stack gap={6} maw={420}>
      {progress ? (
        <>
          <Text size="sm">
            Downloading… {formatBytes(progress.loaded)}
            {progress.total ? ` of ${formatBytes(progress.total)}` : ''}
          </Text>
          <Progress
            value={progress.total ? (progress.loaded / progress.total) * 100 : 0}
            aria-label="Download progress"
            size="sm"
          />
        </>
      ) : download ? (
        <Group gap="sm">
          <Text size="sm">Downloaded for offline · {formatBytes(download.bytes)}</Text>
          <Button size="xs" variant="brandSecondary" onClick={remove}>
            Remove download
          </Button>
        </Group>
      ) : (
        <Button size="xs" variant="brandPrimary" onClick={start} w="fit-content">
          Download for offline
        </Button>
      )}
      {download && changed.length > 0 && !progress ? (
        <Alert color="yellow" variant="light" role="status" p="xs" title="Media changed since your download">
          <Text size="sm">
            New files in: {changed.map((l) => l.title || 'Untitled lesson').join(', ')}. Update the download to keep them offline.
          </Text>
          <Button size="xs" variant="brandPrimary" mt={6} onClick={start}>
            Update download
          </Button>
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
