/**
 * 'Server busy, retrying in 12 s': shown while the server has asked this device to wait (a 429),
 * counting down each second. Waiting is not an error: the changes are kept and sent afterwards.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { useNow } from '@/ui/use-now';
import { syncStatusNs } from '../messages/en';

/** The words for a wait ending at `until` (epoch ms), seen at `now`. */
export function serverBusyLabel(until: number, now: number): string {
  const seconds = Math.ceil((until - now) / 1000);
  const t = i18n.getFixedT(null, syncStatusNs);
  return seconds > 0 ? t('busyIn', { seconds }) : t('busyNow');
}

/** The countdown line. */
export function ServerBusy({ until }: { until: number }) {
  useTranslation(syncStatusNs); // re-renders in a newly chosen language
  const [now] = useNow(1000);
  return (
    <Text size="sm" c="dimmed">
      {serverBusyLabel(until, now.getTime())}
    </Text>
  );
}
