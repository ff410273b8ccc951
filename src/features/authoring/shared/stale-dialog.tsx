/** The question a stale publish asks in every editor: keep mine (published over the server's version) or take the server's. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';

/** One difference between two contents, in words, for the stale-publish comparison. */
export interface ContentDifference {
  field: string;
  mine: string;
  server: string;
}

/** A publish was refused: the quiz (or exercise, or deck) was published as `server` meanwhile. */
export function StaleDialog({ server, diffs, onKeepMine, onTakeServer, onClose }: {
  server: { version: number }; diffs: ContentDifference[]; onKeepMine: () => void; onTakeServer: () => void; onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={`Version ${server.version} was published while you edited`} size="lg">
      <Stack>
        <Text>Compare your draft with the published version, then keep yours (it will be published over version {server.version}) or take the server's.</Text>
        {diffs.length ? (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">Your draft</Table.Th>
                <Table.Th scope="col">Published</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {diffs.map((d) => (
                <Table.Tr key={d.field}>
                  <Table.Th scope="row">{d.field}</Table.Th>
                  <Table.Td>{d.mine}</Table.Td>
                  <Table.Td>{d.server}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text>Your draft and the published version are the same.</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onTakeServer}>
            Take the server's
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
