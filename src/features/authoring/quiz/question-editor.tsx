/** Editing one question: its text, kind, options and key (per kind), points and feedback; what is wrong is said in words. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/NumberInput.css';
import { Alert, Button, Checkbox, Group, NativeSelect, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { questionProblemWords } from '../shared/contract-words';
import { questionKinds, type QuestionKind } from '@contract/quizzes';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { PerAnswerNote } from './per-answer-note';
import { QuestionImagesField } from './question-images-field';
import { hasPerAnswer, newQuestion, plainKey } from './quiz-content';

interface Props {
  question: AuthoredQuestion;
  number: number;
  onChange: (next: AuthoredQuestion) => void;
}

/** A list of texts edited line by line, with Add and Remove (the exercise editor uses it too). */
export function TextList({ label, values, onChange, min = 0 }: { label: string; values: string[]; onChange: (next: string[]) => void; min?: number }) {
  const { t } = useTranslation(authoringNs);
  const lower = label.toLowerCase();
  return (
    <Stack gap={4}>
      {values.map((value, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="end">
          <TextInput style={{ flex: 1 }} label={`${label} ${index + 1}`} value={value} maxLength={500} onChange={(e) => onChange(values.map((v, i) => (i === index ? e.currentTarget.value : v)))} />
          <Button variant="subtle" color="red" disabled={values.length <= min} onClick={() => onChange(values.filter((_, i) => i !== index))} aria-label={t('shared.removeNumbered', { label: lower, number: index + 1 })}>
            {t('shared.remove')}
          </Button>
        </Group>
      ))}
      <Button variant="default" size="xs" w="fit-content" onClick={() => onChange([...values, ''])}>
        {t('shared.addLabel', { label: lower })}
      </Button>
    </Stack>
  );
}

/** The key controls of a choice question: one checkbox per option marks it right. */
function ChoiceKey({ question, onChange }: { question: AuthoredQuestion; onChange: (next: AuthoredQuestion) => void }) {
  const { t } = useTranslation(authoringNs);
  const single = question.kind !== 'multiple';
  const setOptions = (options: string[]) => onChange({ ...question, options, answer: question.answer.filter((a) => options.includes(a)) });
  return (
    <Stack gap="xs">
      {question.kind === 'truefalse' ? null : <TextList label={t('shared.option')} values={question.options} onChange={setOptions} min={2} />}
      <Checkbox.Group label={single ? t('quiz.rightOption') : t('shared.rightOptions')} value={question.answer} onChange={(next) => onChange({ ...question, answer: single ? next.filter((a) => !question.answer.includes(a)).slice(0, 1) : next })}>
        <Group mt={4}>
          {question.options.map((option, index) => (option.trim() ? <Checkbox key={index} value={option} label={option} /> : null))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

const keyChanged = (a: AuthoredQuestion, b: AuthoredQuestion) =>
  a.kind !== b.kind || JSON.stringify([a.options, a.items, a.answer, a.tolerance]) !== JSON.stringify([b.options, b.items, b.answer, b.tolerance]);

/** The editor of one question. */
export function QuestionEditor({ question, number, onChange: change }: Props) {
  const { t } = useTranslation(authoringNs);
  const problem = questionProblemWords(question);
  // A change to the options or key of a question with per-answer credit makes it all or nothing (the note says so first).
  const onChange = (next: AuthoredQuestion) => change(hasPerAnswer(question) && keyChanged(question, next) ? plainKey(next) : next);
  const changeKind = (kind: QuestionKind) => onChange({ ...newQuestion(kind), id: question.id, prompt: question.prompt, points: question.points, feedback: question.feedback, ...(question.images ? { images: question.images } : {}) });
  return (
    <Stack gap="sm">
      <Group grow align="start">
        <NativeSelect label={t('shared.kind')} value={question.kind} data={questionKinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={(e) => changeKind(e.currentTarget.value as QuestionKind)} />
        <NumberInput label={t('quiz.points')} min={0} max={1000} allowDecimal={false} value={question.points} onChange={(v) => onChange({ ...question, points: typeof v === 'number' ? v : 0 })} />
      </Group>
      <Textarea label={t('shared.questionNumber', { number })} rows={2} maxLength={5000} value={question.prompt} onChange={(e) => onChange({ ...question, prompt: e.currentTarget.value })} />
      <QuestionImagesField question={question} number={number} onChange={onChange} />
      {hasPerAnswer(question) ? <PerAnswerNote question={question} /> : null}
      {question.kind === 'single' || question.kind === 'multiple' || question.kind === 'truefalse' ? <ChoiceKey question={question} onChange={onChange} /> : null}
      {question.kind === 'text' ? (
        <TextList label={t('shared.acceptedAnswer')} values={question.answer} onChange={(answer) => onChange({ ...question, answer })} min={1} />
      ) : null}
      {question.kind === 'numeric' ? (
        <Group grow>
          <TextInput label={t('quiz.rightAnswer')} inputMode="decimal" value={question.answer[0] ?? ''} onChange={(e) => onChange({ ...question, answer: [e.currentTarget.value] })} />
          <NumberInput label={t('quiz.tolerance')} min={0} value={question.tolerance} onChange={(v) => onChange({ ...question, tolerance: typeof v === 'number' ? Math.max(0, v) : 0 })} />
        </Group>
      ) : null}
      {question.kind === 'ordering' ? (
        <TextList label={t('shared.stepInOrder')} values={question.answer} onChange={(answer) => onChange({ ...question, answer, options: answer })} min={2} />
      ) : null}
      {question.kind === 'matching' ? (
        <Stack gap="xs">
          <TextList label={t('shared.option')} values={question.options} onChange={(options) => onChange({ ...question, options, answer: question.answer.map((a) => (options.includes(a) ? a : '')) })} min={2} />
          {question.items.map((item, index) => (
            <Group key={index} grow align="end">
              <TextInput label={t('quiz.item', { number: index + 1 })} value={item} maxLength={500} onChange={(e) => onChange({ ...question, items: question.items.map((v, i) => (i === index ? e.currentTarget.value : v)) })} />
              <NativeSelect
                label={t('quiz.matches', { number: index + 1 })}
                value={question.answer[index] ?? ''}
                data={[{ value: '', label: t('quiz.choose') }, ...question.options.filter((o) => o.trim()).map((o) => ({ value: o, label: o }))]}
                onChange={(e) => onChange({ ...question, answer: question.items.map((_, i) => (i === index ? e.currentTarget.value : (question.answer[i] ?? ''))) })}
              />
            </Group>
          ))}
          <Group>
            <Button variant="default" size="xs" onClick={() => onChange({ ...question, items: [...question.items, ''], answer: [...question.answer, ''] })}>
              {t('quiz.addItem')}
            </Button>
            <Button variant="subtle" size="xs" color="red" disabled={question.items.length <= 2} onClick={() => onChange({ ...question, items: question.items.slice(0, -1), answer: question.answer.slice(0, question.items.length - 1) })}>
              {t('quiz.removeLastItem')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Textarea label={t('quiz.feedback')} rows={1} maxLength={5000} value={question.feedback} onChange={(e) => onChange({ ...question, feedback: e.currentTarget.value })} />
      {problem || !question.prompt.trim() ? (
        <Alert color="orange" variant="light" title={t('shared.notReady')}>
          {!question.prompt.trim() ? `${t('quiz.needsText')} ` : ''}
          {problem ?? ''}
        </Alert>
      ) : null}
    </Stack>
  );
}
