/** The time left of a timed attempt, refreshed every 15 s (the server refuses an attempt over its limit). */
import { Text } from '@mantine/core';
import { useNow } from '@/ui/use-now';

/** Props of {@link TimeLeft}. */
export interface TimeLeftProps {
  startedAt: string;
  minutes: number;
}

/** "7 min left", or that time is up. */
export function TimeLeft({ startedAt, minutes }: TimeLeftProps) {
  const [now] = useNow(15_000);
  const left = Math.max(0, Date.parse(startedAt) + minutes * 60_000 - now.getTime());
  return (
    <Text role="timer" size="sm" fw={600} c={left < 120_000 ? 'red' : undefined}>
      {left === 0 ? 'Time is up: submit now, or the attempt will not be graded.' : `Time left: about ${Math.ceil(left / 60_000)} min of ${minutes}`}
    </Text>
  );
}
