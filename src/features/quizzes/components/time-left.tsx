/** The time left of a timed attempt, refreshed every 15 s (the server refuses an attempt over its limit). */
import { Text } from '@mantine/core';
import { useNow } from '@/ui/use-now';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** Props of {@link TimeLeft}. */
export interface TimeLeftProps {
  startedAt: string;
  minutes: number;
}

/** "7 min left", or that time is up. */
export function TimeLeft({ startedAt, minutes }: TimeLeftProps) {
  const { t } = useTranslation(quizzesNs);
  const [now] = useNow(15_000);
  const left = Math.max(0, Date.parse(startedAt) + minutes * 60_000 - now.getTime());
  return (
    <Text role="timer" size="sm" fw={600} c={left < 120_000 ? 'red' : undefined}>
      {left === 0 ? t('timer.up') : t('timer.left', { minutes: Math.ceil(left / 60_000), limit: minutes })}
    </Text>
  );
}
