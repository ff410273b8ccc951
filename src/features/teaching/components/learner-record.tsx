/**
 * One learner's record (issue 16, item 4), from the local database: the course outline with
 * per-lesson and per-section progress, quiz attempts (with feedback and extensions), exercise
 * attempts, flashcard activity and a timeline. Mounted by the teacher's and the admin's routes.
 */
import type { ReactNode } from 'react';
import { Accordion, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import { formatLongDate, formatMessageTime } from '@/ui/date';
import { useLearnerRecord, type LearnerRecordView, type RecordSubject } from '../data/use-learner-record';
import { QuizAttempts } from './quiz-attempts';
import { ScreenFrame } from './screen-frame';

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
  if (record.outline.length === 0) return <Text>This device has no outline of this course yet.</Text>;
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
                  <Progress value={lesson.percent} aria-label={`${lesson.title}: ${lesson.percent}% complete`} size="sm" />
                  {lesson.sections.length > 1 && (
                    <Text size="xs" c="dimmed">
                      {lesson.sections.map((s) => `Part ${s.section + 1}: ${s.completed ? 'done' : `${s.progress}%`}`).join(' · ')}
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
  if (record.exerciseAttempts.length === 0) return <Text>No exercise attempts yet.</Text>;
  return (
    <List spacing={4}>
      {record.exerciseAttempts.map((a) => (
        <List.Item key={a.id}>
          {record.exercises.get(a.exerciseId) ?? a.exerciseId}: {a.correct} of {a.total} right · {formatMessageTime(new Date(a.submittedAt))}
        </List.Item>
      ))}
    </List>
  );
}

function Flashcards({ record }: { record: LearnerRecordView }) {
  if (record.reviewCount === 0) return <Text>No flashcard reviews yet.</Text>;
  return (
    <Stack gap="xs">
      <Text>
        {record.reviewCount} reviews · retention {record.retention}% (cards recalled: rated Hard, Good or Easy)
      </Text>
      <List spacing={2} aria-label="Reviews per day">
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
  if (record.timeline.length === 0) return <Text>No activity yet.</Text>;
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
  return (
    <ScreenFrame title={`Learner: ${subject.name}`} ready={record !== undefined}>
      {record && <LearnerRecord subject={subject} record={record} />}
    </ScreenFrame>
  );
}

function LearnerRecord({ subject, record }: { subject: RecordSubject; record: LearnerRecordView }) {
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="brandSmall">
        <Text fw={600}>{subject.name}</Text>
        <Text size="sm">{subject.batchName}</Text>
      </Paper>
      <Section id="record-outline" title="Course outline">
        <Outline record={record} />
      </Section>
      <Section id="record-quizzes" title="Quizzes">
        <QuizAttempts record={record} userId={subject.userId} />
      </Section>
      <Section id="record-exercises" title="Exercises">
        <Exercises record={record} />
      </Section>
      <Section id="record-flashcards" title="Flashcards">
        <Flashcards record={record} />
      </Section>
      <Section id="record-timeline" title="Timeline">
        <Timeline record={record} />
      </Section>
    </Stack>
  );
}
