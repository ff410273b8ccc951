/** The membership writes the server refused, each with its reason, to send again or let go. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { discardWrite, retryWrite, type QueuedWrite } from '@/data/sync/writes';

const what: Record<string, string> = {
  'batchMember.add': 'Adding a learner',
  'batchMember.move': 'Moving a learner',
  'batchMember.remove': 'Removing a learner',
};

/** Lists refused writes; nothing when there are none. */
export function RefusedChanges({ writes }: { writes: readonly QueuedWrite[] }) {
  if (writes.length === 0) return null;
  return (
    <Alert color="red" title={writes.length === 1 ? 'The server refused a change' : `The server refused ${writes.length} changes`}>
      <Stack gap="xs">
        {writes.map((write) => (
          <Group key={write.seq} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {what[write.name] ?? 'A change'}: {write.error ?? 'refused'}. It was undone on this device.
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => void retryWrite(write.seq)}>Try again</Button>
              <Button size="xs" variant="subtle" onClick={() => void discardWrite(write.seq)}>Dismiss</Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
