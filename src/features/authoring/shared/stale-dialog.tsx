/** The question a stale publish asks in every editor: keep mine (published over the server's version) or take the server's. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

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
  const { t } = useTranslation(authoringNs);
  return (
    <Modal opened onClose={onClose} title={t('stale.title', { version: server.version })} size="lg">
      <Stack>
        <Text>{t('stale.intro', { version: server.version })}</Text>
        {diffs.length ? (
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('stale.what')}</Table.Th>
                <Table.Th scope="col">{t('stale.yourDraft')}</Table.Th>
                <Table.Th scope="col">{t('stale.published')}</Table.Th>
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
          <Text>{t('stale.same')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onTakeServer}>
            {t('stale.takeServer')}
          </Button>
          <Button onClick={onKeepMine}>{t('stale.keepMine')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
