/** The question publishing a quiz may ask: what happens to the attempts made on earlier versions. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { AttemptPolicy, RegradeSummary } from '@contract/quiz-authoring';

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
