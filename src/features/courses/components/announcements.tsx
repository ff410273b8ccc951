/**
 * For the learner's dashboard: the announcements of their batches and courses (issue 53, item 5),
 * newest first, from the device's cache (pulled like any synced table, so they read offline). Shows
 * nothing until there is one, so a learner without announcements sees the dashboard as before.
 */
import '@mantine/core/styles/Paper.css';
import { useLiveQuery } from '@/data/live-query';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { db } from '@/data/db';
import { formatLongDate } from '@/ui/date';
import { useRevealReady } from '@/ui/reveal-together';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';

/** How many of the newest announcements the card lists. */
const SHOWN = 5;

/** The announcements card (nothing when there are none). */
export function Announcements() {
  const { t } = useTranslation(coursesNs);
  const newest = useLiveQuery(() => db.announcements.orderBy('createdAt').reverse().limit(SHOWN).toArray(), []);
  useRevealReady(newest !== undefined);
  if (!newest || newest.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="announcements-title">
      <Title order={2} size="h3" id="announcements-title">
        {t('announcements')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {newest.map((announcement) => (
          <Paper key={announcement.id} component="li" withBorder p="sm" radius="brandSmall">
            <Text fw={600}>{announcement.title}</Text>
            <Text size="sm" c="dimmed">
              {formatLongDate(new Date(announcement.createdAt))}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {announcement.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
