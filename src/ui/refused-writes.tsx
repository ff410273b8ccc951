/** Queued writes the server refused (the admin's screens), each with its reason, to send again or let go. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';
import { discardWrite, retryWrite, type QueuedWrite } from '@/data/sync/writes';
import { useRefusalText } from '@/i18n/refusals/refusal-text';

/** Lists refused writes described by `describe`; nothing when there are none. */
export function RefusedWrites({ writes, describe }: { writes: readonly QueuedWrite[]; describe: (write: QueuedWrite) => string }) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  if (writes.length === 0) return null;
  return (
    <Alert color="red" title={t('refusedWrites.title', { count: writes.length })}>
      <Stack gap="xs">
        {writes.map((write) => (
          <Group key={write.seq} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {t('refusedWrites.undone', { what: describe(write), reason: refusal({ reason: write.error, code: write.errorCode, params: write.errorParams }, t('refusedWrites.refused')) })}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="brandSecondary" onClick={() => void retryWrite(write.seq)}>
                {t('refusedWrites.retry')}
              </Button>
              <Button size="xs" variant="subtle" onClick={() => void discardWrite(write.seq)}>
                {t('refusedWrites.dismiss')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
