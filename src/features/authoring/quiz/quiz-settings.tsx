/** The quiz's settings: name, code, description, course, pass mark, time limit, due date, attempts allowed, shuffling. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import { Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { QuizContent } from '@contract/quiz-authoring';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { CourseSelect } from '../shared/course-select';

type Setter = <K extends keyof QuizContent>(field: K, value: QuizContent[K]) => void;

const wholeOrNull = (value: string | number) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
/** `datetime-local` text ↔ ISO (UTC). */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The settings form. */
export function QuizSettings({ content, set }: { content: QuizContent; set: Setter }) {
  const { t } = useTranslation(authoringNs);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('shared.name')} required maxLength={200} value={content.name} onChange={(e) => set('name', e.currentTarget.value)} />
        <TextInput label={t('quiz.code')} maxLength={50} value={content.code} onChange={(e) => set('code', e.currentTarget.value)} />
      </SimpleGrid>
      <Textarea label={t('shared.description')} rows={2} maxLength={10_000} value={content.description} onChange={(e) => set('description', e.currentTarget.value)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CourseSelect value={content.courseId} onChange={(courseId) => set('courseId', courseId)} noneLabel={t('shared.noCourse')} />
        <NumberInput label={t('quiz.passMark')} min={0} max={100} allowDecimal={false} value={content.passMark} onChange={(v) => set('passMark', typeof v === 'number' ? Math.min(100, Math.max(0, Math.round(v))) : 0)} />
        <NumberInput label={t('quiz.timeLimit')} min={1} max={1440} allowDecimal={false} value={content.timeLimitMinutes ?? ''} onChange={(v) => set('timeLimitMinutes', wholeOrNull(v))} />
        <NumberInput label={t('quiz.attemptsAllowed')} min={1} max={100} allowDecimal={false} value={content.attemptsAllowed ?? ''} onChange={(v) => set('attemptsAllowed', wholeOrNull(v))} />
        <TextInput
          type="datetime-local"
          label={t('quiz.dueDate')}
          value={localInput(content.dueAt)}
          onChange={(e) => set('dueAt', e.currentTarget.value ? new Date(e.currentTarget.value).toISOString() : null)}
        />
      </SimpleGrid>
      <Group>
        <Switch label={t('quiz.shuffleQuestions')} checked={content.shuffleQuestions} onChange={(e) => set('shuffleQuestions', e.currentTarget.checked)} />
        <Switch label={t('quiz.shuffleOptions')} checked={content.shuffleOptions} onChange={(e) => set('shuffleOptions', e.currentTarget.checked)} />
      </Group>
    </Stack>
  );
}
