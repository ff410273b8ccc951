/** A row's state in the admin's lists: its status, or 'Pending' while a write about it waits for the server. */
import '@mantine/core/styles/Badge.css';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminCoursesNs, messages } from '../messages/en';

const colours: Record<string, string> = {
  requested: 'yellow',
  active: 'green',
  completed: 'teal',
  rejected: 'red',
  draft: 'gray',
  published: 'green',
  archived: 'dark',
  expired: 'red',
  revoking: 'red',
};

type Status = keyof typeof messages.statuses;

/** The status badge of a row (its status word in the language shown), with a 'Pending' badge beside it while its write is queued. */
export function StatusBadge({ status, pending = false }: { status: string; pending?: boolean }) {
  const { t } = useTranslation(adminCoursesNs);
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={colours[status] ?? 'gray'} variant="light">
        {Object.hasOwn(messages.statuses, status) ? t(`statuses.${status as Status}`) : status}
      </Badge>
      {pending ? (
        <Badge color="blue" variant="outline" title={t('pendingHint')}>
          {t('pending')}
        </Badge>
      ) : null}
    </Group>
  );
}
