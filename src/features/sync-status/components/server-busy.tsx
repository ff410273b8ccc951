/**
 * 'Server busy, retrying in 12 s': shown while the server has asked this device to wait (a 429),
 * counting down each second. Waiting is not an error: the changes are kept and sent afterwards.
 */
import { Text } from '@mantine/core';
import { useNow } from '@/ui/use-now';

/** The words for a wait ending at `until` (epoch ms), seen at `now`. */
export function serverBusyLabel(until: number, now: number): string {
  const seconds = Math.ceil((until - now) / 1000);
  return seconds > 0 ? `Server busy, retrying in ${seconds} s` : 'Server busy, retrying now';
}

/** The countdown line. */
export function ServerBusy({ until }: { until: number }) {
  const [now] = useNow(1000);
  return (
    <Text size="sm" c="dimmed">
      {serverBusyLabel(until, now.getTime())}
    </Text>
  );
}
