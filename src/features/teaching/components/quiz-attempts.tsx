/** The learner record's quizzes (issue 16, item 4): every attempt with score, time and each answer against the key, feedback and extensions. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Badge, Button, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { formatLongDate, formatMessageTime } from '@/ui/date';
import { QuestionThumbnails } from '@/ui/question-images';
import type { LearnerRecordView } from '../data/use-learner-record';
import { ExtensionForm, FeedbackForm } from './teaching-forms';
import { teachingNs } from '../messages/en';

const answerText = (answer: string | string[] | null, t: TFunction<typeof teachingNs>) =>
  (answer === null ? '' : Array.isArray(answer) ? answer.join(', ') : answer) || t('quiz.noAnswer');
const minutes = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));

type AttemptRow = LearnerRecordView['results'][number];

/**
 * One attempt: score, time, how much feedback it has, and once opened each answer against the key,
 * the feedback given and the feedback form. Attempts open on demand, so a learner with 60 attempts
 * paints at once.
 */
function Attempt({ record, attempt, number }: { record: LearnerRecordView; attempt: AttemptRow; number: number }) {
  const { t } = useTranslation(teachingNs);
  const [open, setOpen] = useState(false);
  const feedback = record.feedback.filter((f) => f.attemptId === attempt.id);
  const detailsId = `attempt-${attempt.id}`;
  return (
    <Stack gap="xs">
      <Divider />
      <Text fw={600}>
        {t('quiz.attempt', { number, score: attempt.score, total: attempt.total, percent: attempt.percent })}{' '}
        <Badge color={attempt.passed ? 'green' : 'red'} variant="light">
          {attempt.passed ? t('quiz.passed') : t('quiz.notPassed')}
        </Badge>
      </Text>
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {t('quiz.submitted', { time: formatMessageTime(new Date(attempt.submittedAt)), minutes: minutes(attempt.startedAt, attempt.submittedAt) })}
          {feedback.length > 0 ? ` · ${t('quiz.feedbackNotes', { count: feedback.length })}` : ''}
        </Text>
        <Button size="xs" variant="subtle" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setOpen((value) => !value)}>
          {open ? t('quiz.hideAnswers') : t('quiz.showAnswers')}
        </Button>
      </Group>
      {open && (
        <Stack gap="xs" id={detailsId}>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('quiz.question')}</Table.Th>
                  <Table.Th scope="col">{t('quiz.answer')}</Table.Th>
                  <Table.Th scope="col">{t('quiz.key')}</Table.Th>
                  <Table.Th scope="col">{t('quiz.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {attempt.answers.map((a) => (
                  <Table.Tr key={a.qstnId}>
                    <Table.Td>
                      {record.questions.get(a.qstnId)?.prompt ?? a.qstnId}
                      <QuestionThumbnails images={record.questions.get(a.qstnId)?.images} />
                    </Table.Td>
                    <Table.Td>{answerText(a.answer, t)}</Table.Td>
                    <Table.Td>{a.correctAnswer.join(', ')}</Table.Td>
                    <Table.Td>{a.correct ? t('quiz.right') : t('quiz.wrong')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {feedback.map((f) => (
              <Paper key={f.id} p="sm" bg="gray.0" radius="brandSmall">
                <Text size="sm" fw={600}>
                  {t('quiz.feedbackFrom', { name: f.authorName ?? t('quiz.aTeacher') })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {f.text}
                </Text>
              </Paper>
            ))}
          <FeedbackForm attempt={attempt} />
        </Stack>
      )}
    </Stack>
  );
}

/** 'Grant an extension' for one quiz: the form opens on demand. */
function Extension({ quiz, userId }: { quiz: LearnerRecordView['quizzes'][number]; userId: string }) {
  const { t } = useTranslation(teachingNs);
  const [open, setOpen] = useState(false);
  const formId = `extension-${quiz.id}`;
  return (
    <Stack gap="xs">
      <Button size="xs" variant="subtle" w="fit-content" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen((value) => !value)}>
        {open ? t('quiz.closeExtension') : t('quiz.openExtension')}
      </Button>
      {open && (
        <div id={formId}>
          <ExtensionForm quiz={quiz} userId={userId} />
        </div>
      )}
    </Stack>
  );
}

/** Each quiz of the course: its extensions and the learner's attempts. */
export function QuizAttempts({ record, userId }: { record: LearnerRecordView; userId: string }) {
  const { t } = useTranslation(teachingNs);
  if (record.quizzes.length === 0) return <Text>{t('quiz.none')}</Text>;
  return (
    <Stack gap="md">
      {record.quizzes.map((quiz) => {
        const attempts = record.results.filter((r) => r.quizId === quiz.id);
        const extensions = record.extensions.filter((e) => e.quizId === quiz.id);
        return (
          <Paper key={quiz.id} withBorder p="md" radius="brandSmall" component="section" aria-labelledby={`quiz-${quiz.id}`}>
            <Stack gap="sm">
              <Title order={3} size="h4" id={`quiz-${quiz.id}`}>
                {quiz.name}
              </Title>
              <Text size="sm">
                {quiz.dueAt ? t('quiz.dueBy', { date: formatLongDate(new Date(quiz.dueAt)) }) : t('quiz.noDueDate')} · {t('quiz.attempts', { count: attempts.length })}
              </Text>
              {extensions.map((e) => (
                <Text key={e.id} size="sm">
                  {t('quiz.extension', {
                    details: [
                      e.dueAt ? t('quiz.extensionDue', { date: formatLongDate(new Date(e.dueAt)) }) : '',
                      e.extraAttempts > 0 ? t('quiz.moreAttempts', { count: e.extraAttempts }) : '',
                    ].filter(Boolean).join(', '),
                  })}
                </Text>
              ))}
              <Extension quiz={quiz} userId={userId} />
              {attempts.map((attempt, index) => (
                <Attempt key={attempt.id} record={record} attempt={attempt} number={attempts.length - index} />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
