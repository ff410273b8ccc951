/** The profile's list of courses downloaded for offline use and the storage each uses. */
import { Button, Group, Stack, Text } from '@mantine/core';
import { formatBytes } from '@/data/device-storage';
import { removeDownload } from '../data/downloads';
import { useDownloads } from '../data/use-downloads';
import { useTranslation } from 'react-i18next';
import { coursePlayerNs } from '../messages/en';

/** Downloaded courses with their size and a 'Remove download' button each. */
export function DownloadsList() {
  const downloads = useDownloads();
  const { t } = useTranslation(coursePlayerNs);
  if (downloads === undefined) return <Text size="sm" c="dimmed">{t('readingDownloads')}</Text>;
  if (downloads.length === 0) return <Text size="sm" c="dimmed">{t('noDownloads')}</Text>;
  const total = downloads.reduce((sum, d) => sum + d.bytes, 0);
  return (
    <Stack gap="xs">
      <Stack gap={4} component="ul" aria-label={t('downloadedCourses')} p={0} m={0} style={{ listStyle: 'none' }}>
        {downloads.map((d) => (
          <Group key={d.courseId} component="li" gap="sm" justify="space-between" maw={480}>
            <Text size="sm">
              {d.title} · {formatBytes(d.bytes)}
            </Text>
            <Button size="xs" variant="subtle" onClick={() => void removeDownload(d.courseId)} aria-label={t('removeDownloadOf', { title: d.title })}>
              {t('removeDownload')}
            </Button>
          </Group>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        {t('downloadsUse', { size: formatBytes(total) })}
      </Text>
    </Stack>
  );
}
