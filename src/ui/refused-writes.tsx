/** Queued writes the server refused (the admin's screens), each with its reason, to send again or let go. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { discardWrite, retryWrite, type QueuedWrite } from '@/data/sync/writes';

/** Lists refused writes described by `describe`; nothing when there are none. */
export function RefusedWrites({ writes, describe }: { writes: readonly QueuedWrite[]; describe: (write: QueuedWrite) => string }) {
  if (writes.length === 0) return null;
  return (
    <Alert color="red" title={writes.length === 1 ? 'The server refused a change' : `The server refused ${writes.length} changes`}>
      <Stack gap="xs">
        {writes.map((write) => (
          <Group key={write.seq} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {describe(write)}: {write.error ?? 'refused'}. It was undone on this device.
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="brandSecondary" onClick={() => void retryWrite(write.seq)}>
                Try again
              </Button>
              <Button size="xs" variant="subtle" onClick={() => void discardWrite(write.seq)}>
                Dismiss
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
