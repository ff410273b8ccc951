/**
 * The questions of a quiz, reordered by drag or by keyboard (@dnd-kit: focus a handle, Space to pick
 * up, arrow keys to move, Space to drop; moves are announced), each with its editor and Remove.
 * A long quiz opens as a list of summaries (a quiz of 100 questions would mount some 1,500 inputs):
 * up to {@link OPEN_ALL_UP_TO} questions are all open; beyond, a question opens with 'Edit'. A
 * question added by hand opens at once.
 */
import '@mantine/core/styles/Paper.css';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { questionProblem, type AuthoredQuestion } from '@contract/quiz-authoring';
import { KIND_LABELS, QuestionEditor } from './question-editor';

/** Quizzes with at most this many questions show every question's editor. */
export const OPEN_ALL_UP_TO = 10;

interface ItemProps {
  question: AuthoredQuestion;
  index: number;
  open: boolean;
  onToggle: () => void;
  onChange: (next: AuthoredQuestion) => void;
  onRemove: () => void;
}

/** One line on a closed question: its text (shortened), its points, and what is wrong with it. */
function QuestionSummary({ question }: { question: AuthoredQuestion }) {
  const problem = question.prompt.trim() ? questionProblem(question) : 'The question needs a text.';
  const text = question.prompt.trim();
  return (
    <Stack gap={2}>
      <Text lineClamp={2}>{text || '(no text yet)'}</Text>
      <Text size="sm" c="dimmed">
        {question.points} {question.points === 1 ? 'point' : 'points'}
      </Text>
      {problem && (
        <Text size="sm" c="red.8">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

function SortableQuestion({ question, index, open, onToggle, onChange, onRemove }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: question.id });
  return (
    <Paper ref={setNodeRef} withBorder p="md" component="li" style={{ transform: CSS.Transform.toString(transform), transition, listStyle: 'none' }}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Button ref={setActivatorNodeRef} variant="default" size="xs" {...attributes} {...listeners} aria-label={`Move question ${index + 1}`} style={{ cursor: 'grab' }}>
            ⠿ Move
          </Button>
          <Text fw={600}>
            {index + 1}. {KIND_LABELS[question.kind]}
          </Text>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onToggle} aria-expanded={open} aria-label={`${open ? 'Close' : 'Edit'} question ${index + 1}`}>
            {open ? 'Close' : 'Edit'}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove} aria-label={`Remove question ${index + 1}`}>
            Remove
          </Button>
        </Group>
      </Group>
      {open ? <QuestionEditor question={question} number={index + 1} onChange={onChange} /> : <QuestionSummary question={question} />}
    </Paper>
  );
}

/** The sortable list of questions. */
export function QuestionList({ questions, onChange }: { questions: AuthoredQuestion[]; onChange: (next: AuthoredQuestion[]) => void }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(questions.length <= OPEN_ALL_UP_TO ? questions.map((q) => q.id) : []));
  // Questions that appear later: a few at a time (added by hand) open; a large import stays closed.
  const [known, setKnown] = useState<ReadonlySet<string>>(() => new Set(questions.map((q) => q.id)));
  const added = questions.filter((q) => !known.has(q.id));
  if (added.length) {
    setKnown(new Set([...known, ...added.map((q) => q.id)]));
    if (added.length < 5 || questions.length <= OPEN_ALL_UP_TO) setOpen(new Set([...open, ...added.map((q) => q.id)]));
  }
  const toggle = (id: string) => setOpen(open.has(id) ? new Set([...open].filter((other) => other !== id)) : new Set([...open, id]));
  const position = (id: unknown) => questions.findIndex((q) => q.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(questions, position(active.id) - 1, position(over.id) - 1));
  };
  if (!questions.length) return <Text c="dimmed">No questions yet: add one, or import GIFT or Aiken questions.</Text>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up question ${position(active.id)}.`,
          onDragOver: ({ over }) => (over ? `Over position ${position(over.id)}.` : 'Not over a position.'),
          onDragEnd: ({ active, over }) => (over ? `Question ${position(active.id)} dropped at position ${position(over.id)}.` : 'Dropped back.'),
          onDragCancel: () => 'Moving cancelled.',
        },
        screenReaderInstructions: { draggable: 'To move a question, press Space, move it with the arrow keys, and press Space again to drop it or Escape to cancel.' },
      }}
    >
      <SortableContext items={questions.map((q) => q.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="md" p={0} m={0} aria-label="Questions">
          {questions.map((question, index) => (
            <SortableQuestion
              key={question.id}
              question={question}
              index={index}
              open={open.has(question.id)}
              onToggle={() => toggle(question.id)}
              onChange={(next) => onChange(questions.map((q) => (q.id === next.id ? next : q)))}
              onRemove={() => onChange(questions.filter((q) => q.id !== question.id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
