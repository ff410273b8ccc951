/** 'Download for offline' for one course: the size, a progress bar while downloading, and 'Remove download'. */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatBytes } from '@/data/device-storage';
import { useCourseDownload } from '../data/use-downloads';

/** The download control; hidden when the course has no media. */
export function DownloadControl({ course, mediaUrls }: { course: { id: string; title: string }; mediaUrls: string[] }) {
  const { download, progress, error, start, remove } = useCourseDownload(course, mediaUrls);
  if (mediaUrls.length === 0 || download === undefined) return null;
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
      {error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
