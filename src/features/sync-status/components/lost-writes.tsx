/**
 * The writes the server lost after applying them (its database was restored from an earlier copy,
 * issue 49): the device kept them, and the learner chooses to send each again or let it go, as a
 * peer would offer. Plain buttons, so the keyboard reaches every choice.
 */
import { Alert, Button, Group, List, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import type { QueuedWrite } from '@/data/sync/writes';
import { discardFailedWrite, retryFailedWrite } from '../data/sync-status';
import { intentLabels } from './intent-labels';

/** A short preview of what the write said (a message's text), when it has one. */
function preview(write: QueuedWrite): string {
  const body = (write.args as { body?: unknown }).body;
  return typeof body === 'string' ? ` “${body.length > 60 ? `${body.slice(0, 60)}…` : body}”` : '';
}

/** The prompt, or nothing when the server lost nothing of this device's. */
export function LostWrites({ writes }: { writes: readonly QueuedWrite[] }) {
  if (writes.length === 0) return null;
  const count = `${writes.length} ${writes.length === 1 ? 'change' : 'changes'}`;
  return (
    <section aria-label="Changes the server lost">
      <Alert color="yellow" title={`The server lost ${count} you had sent`}>
        <Text size="sm" mb="xs">The server was restored from an earlier copy. This device kept your changes: send them again, or discard them.</Text>
        <List spacing="xs">
          {writes.map((write) => (
            <List.Item key={write.seq}>
              <Group gap="xs">
                <Text size="sm">{intentLabels[write.name] ?? write.name}{preview(write)}</Text>
                <Button size="compact-xs" variant="light" onClick={() => void retryFailedWrite(write.seq)}>Send again</Button>
                <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void discardFailedWrite(write.seq)}>Discard</Button>
              </Group>
            </List.Item>
          ))}
        </List>
      </Alert>
    </section>
  );
}
