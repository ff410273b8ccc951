/** 'As of 23 Nov, 4:31 pm': when the data on a screen was last pulled from the server. */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from './date';

/** The freshness line of a screen that renders from the local database; `at` is an ISO instant or null. */
export function AsOf({ at, now = new Date() }: { at: string | null | undefined; now?: Date }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" role="status">
      {at ? t('asOf.at', { time: formatMessageTime(new Date(at), now) }) : t('asOf.never')}
    </Text>
  );
}
