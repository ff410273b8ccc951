/** The two questions publishing may ask: keep mine or take the server's (after a stale publish), and what happens to attempts. */
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { AttemptPolicy, QuizVersion, RegradeSummary } from '@contract/quiz-authoring';
import type { ContentDifference } from './quiz-content';

/** A publish was refused: the quiz (or exercise, or deck) was published as `server` meanwhile. */
export function StaleDialog({ server, diffs, onKeepMine, onTakeServer, onClose }: {
  server: Pick<QuizVersion, 'version'>; diffs: ContentDifference[]; onKeepMine: () => void; onTakeServer: () => void; onClose: () => void;
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

/** The quiz has attempts: keep their grades or regrade them on the new key (with whose scores change). */
export function AttemptsDialog({ summary, onChoose, onClose }: { summary: RegradeSummary; onChoose: (policy: AttemptPolicy) => void; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="This quiz has attempts" size="lg">
      <Stack>
        <Text>
          {summary.attempts} {summary.attempts === 1 ? 'attempt was' : 'attempts were'} made on earlier versions. Keep their grades (each stays graded on its own version), or
          regrade them on the new answer key.
        </Text>
        {summary.changes.length ? (
          <Table striped withTableBorder>
            <Table.Caption>Scores a regrade would change</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Learner</Table.Th>
                <Table.Th scope="col">Now</Table.Th>
                <Table.Th scope="col">After a regrade</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.changes.map((c) => (
                <Table.Tr key={c.attemptId}>
                  <Table.Th scope="row">{c.name ?? c.userId}</Table.Th>
                  <Table.Td>
                    {c.before.score}/{c.before.total} {c.before.passed ? 'passed' : 'not passed'}
                  </Table.Td>
                  <Table.Td>
                    {c.after.score}/{c.after.total} {c.after.passed ? 'passed' : 'not passed'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text>A regrade would change nobody's score.</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onChoose('keep')}>
            Keep grades
          </Button>
          <Button onClick={() => onChoose('regrade')}>Regrade</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
