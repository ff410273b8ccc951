/**
 * One learner's record (issue 16, item 4), from the local database: the course outline with
 * per-lesson and per-section progress, quiz attempts (with feedback and extensions), exercise
 * attempts, SCORM/H5P package results, flashcard activity and a timeline. Mounted by the teacher's and the admin's routes.
 */
import type { ReactNode } from 'react';
import { Accordion, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import { useTranslation } from 'react-i18next';
import { formatLongDate, formatMessageTime } from '@/ui/date';
import { useLearnerRecord, type LearnerRecordView, type RecordSubject } from '../data/use-learner-record';
import { PackageAttempts } from './package-attempts';
import { QuizAttempts } from './quiz-attempts';
import { ScreenFrame } from './screen-frame';
import { teachingNs } from '../messages/en';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Outline({ record }: { record: LearnerRecordView }) {
  const { t } = useTranslation(teachingNs);
  if (record.outline.length === 0) return <Text>{t('record.noOutline')}</Text>;
  return (
    <Accordion multiple variant="separated">
      {record.outline.map((module) => (
        <Accordion.Item key={module.id} value={module.id}>
          <Accordion.Control>
            {module.title} · {module.percent}%
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              {module.lessons.map((lesson) => (
                <div key={lesson.id}>
                  <Text size="sm" fw={600}>
                    {lesson.title}: {lesson.percent}%
                  </Text>
                  <Progress value={lesson.percent} aria-label={t('record.lessonComplete', { title: lesson.title, percent: lesson.percent })} size="sm" />
                  {lesson.sections.length > 1 && (
                    <Text size="xs" c="dimmed">
                      {lesson.sections.map((s) => t('record.part', { number: s.section + 1, state: s.completed ? t('record.partDone') : `${s.progress}%` })).join(' · ')}
                    </Text>
                  )}
                </div>
              ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function Exercises({ record }: { record: LearnerRecordView }) {
  const { t } = useTranslation(teachingNs);
  if (record.exerciseAttempts.length === 0) return <Text>{t('record.noExercises')}</Text>;
  return (
    <List spacing={4}>
      {record.exerciseAttempts.map((a) => (
        <List.Item key={a.id}>
          {t('record.exerciseAttempt', { name: record.exercises.get(a.exerciseId) ?? a.exerciseId, correct: a.correct, total: a.total, time: formatMessageTime(new Date(a.submittedAt)) })}
        </List.Item>
      ))}
    </List>
  );
}

function Flashcards({ record }: { record: LearnerRecordView }) {
  const { t } = useTranslation(teachingNs);
  if (record.reviewCount === 0) return <Text>{t('record.noReviews')}</Text>;
  return (
    <Stack gap="xs">
      <Text>
        {t('record.reviewSummary', { reviews: record.reviewCount, retention: record.retention })}
      </Text>
      <List spacing={2} aria-label={t('record.reviewsPerDay')}>
        {record.reviewsPerDay.slice(0, 14).map((d) => (
          <List.Item key={d.day}>
            {formatLongDate(new Date(`${d.day}T12:00:00Z`))}: {d.reviews}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function Timeline({ record }: { record: LearnerRecordView }) {
  const { t } = useTranslation(teachingNs);
  if (record.timeline.length === 0) return <Text>{t('record.noActivity')}</Text>;
  return (
    <List spacing={4}>
      {record.timeline.slice(0, 100).map((entry, i) => (
        <List.Item key={`${entry.at}-${i}`}>
          <Text span size="sm" c="dimmed">
            {entry.kind === 'flashcards' ? formatLongDate(new Date(entry.at)) : formatMessageTime(new Date(entry.at))}
          </Text>{' '}
          {entry.text}
        </List.Item>
      ))}
    </List>
  );
}

/** The record screen of `subject`: ready (`data-ready`) once its local rows have rendered. */
export function LearnerRecordScreen({ subject }: { subject: RecordSubject }) {
  const record = useLearnerRecord(subject);
  const { t } = useTranslation(teachingNs);
  return (
    <ScreenFrame title={t('record.title', { name: subject.name })} ready={record !== undefined}>
      {record && <LearnerRecord subject={subject} record={record} />}
    </ScreenFrame>
  );
}

function LearnerRecord({ subject, record }: { subject: RecordSubject; record: LearnerRecordView }) {
  const { t } = useTranslation(teachingNs);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="brandSmall">
        <Text fw={600}>{subject.name}</Text>
        <Text size="sm">{subject.batchName}</Text>
      </Paper>
      <Section id="record-outline" title={t('record.outline')}>
        <Outline record={record} />
      </Section>
      <Section id="record-quizzes" title={t('record.quizzes')}>
        <QuizAttempts record={record} userId={subject.userId} />
      </Section>
      <Section id="record-packages" title={t('record.packages')}>
        <PackageAttempts rows={record.packages} userId={subject.userId} />
      </Section>
      <Section id="record-exercises" title={t('record.exercises')}>
        <Exercises record={record} />
      </Section>
      <Section id="record-flashcards" title={t('record.flashcards')}>
        <Flashcards record={record} />
      </Section>
      <Section id="record-timeline" title={t('record.timeline')}>
        <Timeline record={record} />
      </Section>
    </Stack>
  );
}
