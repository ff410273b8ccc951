/** A submitted attempt waiting for its grade: offline it says it will be graded once back online. */
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useIsOnline as useOnline } from '@/ui/use-online';
import { useTranslation } from 'react-i18next';
import { quizzesNs } from '../messages/en';

/** The pending-grade notice. */
export function GradingPending() {
  const { t } = useTranslation(quizzesNs);
  const online = useOnline();
  return (
    <Alert color="blue" title={t('pending.title')} role="status">
      {online ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('pending.grading')}</Text>
        </Group>
      ) : (
        <Text size="sm">{t('pending.offline')}</Text>
      )}
    </Alert>
  );
}

/** The server refused the attempt (e.g. past the deadline): its reason, as the learner sees it. */
export function AttemptRefused({ reason }: { reason: string }) {
  const { t } = useTranslation(quizzesNs);
  return (
    <Alert color="red" title={t('pending.refused')} role="alert">
      {reason}
    </Alert>
  );
}
