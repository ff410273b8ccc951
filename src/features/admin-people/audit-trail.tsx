/** The audit trail of one person or one batch (who, what, when, before → after), in a drawer. */
import { Code, Drawer, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Table.css';
import { DelayedLoader } from '@/ui/delayed-loader';
import { auditPath, useServerData, type AuditRow } from './api';

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

function AuditTable({ subject }: { subject: { userId: string } | { batchId: string } }) {
  const { data, error } = useServerData<AuditRow[]>(auditPath(subject));
  if (error) return <Text role="alert" c="red">{error}</Text>;
  if (!data) return <DelayedLoader label="Loading the audit trail" />;
  if (data.length === 0) return <Text c="dimmed">No changes recorded yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <caption>Changes, newest first</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Before → after</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{new Date(row.at).toLocaleString()}</Table.Td>
              <Table.Td>{row.actorName ?? '—'}</Table.Td>
              <Table.Td>{row.action}</Table.Td>
              <Table.Td>
                <Code>{show(row.before)}</Code> → <Code>{show(row.after)}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A drawer with the audit trail of `subject` (closed when null). */
export function AuditDrawer({ title, subject, onClose }: { title: string; subject: { userId: string } | { batchId: string } | null; onClose: () => void }) {
  return (
    <Drawer opened={subject !== null} onClose={onClose} title={title} position="right" size="xl">
      <Stack>{subject && <AuditTable subject={subject} />}</Stack>
    </Drawer>
  );
}
