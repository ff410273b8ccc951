/** The question publishing a quiz may ask: what happens to the attempts made on earlier versions. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { AttemptPolicy, RegradeSummary } from '@contract/quiz-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

/** The quiz has attempts: keep their grades or regrade them on the new key (with whose scores change). */
export function AttemptsDialog({ summary, onChoose, onClose }: { summary: RegradeSummary; onChoose: (policy: AttemptPolicy) => void; onClose: () => void }) {
  const { t } = useTranslation(authoringNs);
  return (
    <Modal opened onClose={onClose} title={t('quiz.attemptsTitle')} size="lg">
      <Stack>
        <Text>{t('quiz.attemptsMade', { count: summary.attempts })}</Text>
        {summary.changes.length ? (
          <Table striped withTableBorder>
            <Table.Caption>{t('quiz.regradeCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('quiz.learner')}</Table.Th>
                <Table.Th scope="col">{t('quiz.now')}</Table.Th>
                <Table.Th scope="col">{t('quiz.afterRegrade')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.changes.map((c) => (
                <Table.Tr key={c.attemptId}>
                  <Table.Th scope="row">{c.name ?? c.userId}</Table.Th>
                  <Table.Td>{`${c.before.score}/${c.before.total} ${c.before.passed ? t('quiz.passed') : t('quiz.notPassed')}`}</Table.Td>
                  <Table.Td>{`${c.after.score}/${c.after.total} ${c.after.passed ? t('quiz.passed') : t('quiz.notPassed')}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text>{t('quiz.nobodyChanges')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onChoose('keep')}>
            {t('quiz.keepGrades')}
          </Button>
          <Button onClick={() => onChoose('regrade')}>{t('quiz.regrade')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
