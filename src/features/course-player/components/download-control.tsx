/**
 * 'Download for offline' for one course: the size, a progress bar while downloading, 'Remove
 * download', and, when lessons' media changed after the download (a new outline was pulled), which
 * lessons changed and 'Update download'. Package lessons (issue 51) are cached on their content
 * origin; without one they play online only, and the control says so.
 */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useMemo } from 'react';
import { formatBytes } from '@/data/device-storage';
import { changedSinceDownload, type LessonMedia } from '../data/lesson-media';
import { packagesPlayOffline } from '../data/package-downloads';
import { useCourseDownload } from '../data/use-downloads';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

/** The download control; hidden when the course has no media. */
export function DownloadControl({ course, media }: { course: { id: string; title: string }; media: LessonMedia[] }) {
  const { t } = useTranslation(coursePlayerNs);
  const mediaUrls = useMemo(() => [...new Set(media.flatMap((l) => l.urls))], [media]);
  const packages = useMemo(() => media.flatMap((l) => (l.package && packagesPlayOffline(l.package.origin) ? [l.package] : [])), [media]);
  const onlineOnly = media.filter((l) => l.package && !packagesPlayOffline(l.package.origin));
  const { download, progress, error, start, remove } = useCourseDownload(course, mediaUrls, packages);
  if (download === undefined || (mediaUrls.length === 0 && packages.length === 0 && onlineOnly.length === 0)) return null;
  const kept = media.filter((l) => !onlineOnly.includes(l));
  const changed = download ? changedSinceDownload(kept, download.urls, download.packages) : [];
  const nothingToDownload = mediaUrls.length === 0 && packages.length === 0;
  return (
    <Stack gap={6} maw={420}>
      {progress?.packageFiles ? (
        <>
          <Text size="sm">{t('savingPackage', { done: progress.packageFiles.done, total: progress.packageFiles.total })}</Text>
          <Progress
            value={progress.packageFiles.total ? (progress.packageFiles.done / progress.packageFiles.total) * 100 : 0}
            aria-label={t('downloadProgress')}
            size="sm"
          />
        </>
      ) : progress ? (
        <>
          <Text size="sm">
            {progress.total
              ? t('downloadingOf', { loaded: formatBytes(progress.loaded), total: formatBytes(progress.total) })
              : t('downloading', { loaded: formatBytes(progress.loaded) })}
          </Text>
          <Progress
            value={progress.total ? (progress.loaded / progress.total) * 100 : 0}
            aria-label={t('downloadProgress')}
            size="sm"
          />
        </>
      ) : download ? (
        <Group gap="sm">
          <Text size="sm">{t('downloaded', { size: formatBytes(download.bytes) })}</Text>
          <Button size="xs" variant="brandSecondary" onClick={remove}>
            {t('removeDownload')}
          </Button>
        </Group>
      ) : nothingToDownload ? null : (
        <Button size="xs" variant="brandPrimary" onClick={start} w="fit-content">
          {t('downloadForOffline')}
        </Button>
      )}
      {download && changed.length > 0 && !progress ? (
        <Alert color="yellow" variant="light" role="status" p="xs" title={t('mediaChanged')}>
          <Text size="sm">
            {t('newFiles', { lessons: changed.map((l) => l.title || t('untitledLesson')).join(', ') })}
          </Text>
          <Button size="xs" variant="brandPrimary" mt={6} onClick={start}>
            {t('updateDownload')}
          </Button>
        </Alert>
      ) : null}
      {onlineOnly.length > 0 ? (
        <Text size="sm" c="dimmed" role="note">
          {t('packagesOnlineOnly', { lessons: onlineOnly.map((l) => l.title || t('untitledLesson')).join(', ') })}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert" p="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
