/** Editing one exercise item: its kind, question, options and answer (per kind) and an optional hint; what is wrong is said in words. */
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Checkbox, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { exerciseItemProblem, type AuthoredExerciseItem } from '@contract/exercise-authoring';
import { exerciseItemKinds, type ExerciseItemKind } from '@contract/exercise-check';
import { TextList } from '../quiz/question-editor';
import { newItem } from './exercise-content';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

interface Props {
  item: AuthoredExerciseItem;
  number: number;
  onChange: (next: AuthoredExerciseItem) => void;
}

/** Options with a checkbox each marking the right ones (one right option: the learner picks one; several: they tick each). */
function ChoiceAnswer({ item, onChange }: Omit<Props, 'number'>) {
  const { t } = useTranslation(authoringNs);
  const setOptions = (options: string[]) => onChange({ ...item, options, answer: item.answer.filter((a) => options.includes(a)) });
  return (
    <Stack gap="xs">
      <TextList label={t('shared.option')} values={item.options} onChange={setOptions} min={2} />
      <Checkbox.Group label={t('shared.rightOptions')} value={item.answer} onChange={(answer) => onChange({ ...item, answer })}>
        <Group mt={4}>
          {item.options.map((option, index) => (option.trim() ? <Checkbox key={index} value={option} label={option} /> : null))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

/** The editor of one item. */
export function ItemEditor({ item, number, onChange }: Props) {
  const { t } = useTranslation(authoringNs);
  const problem = exerciseItemProblem(item);
  const changeKind = (kind: ExerciseItemKind) => onChange({ ...newItem(kind), id: item.id, prompt: item.prompt, hint: item.hint });
  return (
    <Stack gap="sm">
      <NativeSelect label={t('shared.kind')} value={item.kind} data={exerciseItemKinds.map((k) => ({ value: k, label: t(`itemKinds.${k}`) }))} onChange={(e) => changeKind(e.currentTarget.value as ExerciseItemKind)} />
      <Textarea label={t('shared.questionNumber', { number })} rows={2} maxLength={5000} value={item.prompt} onChange={(e) => onChange({ ...item, prompt: e.currentTarget.value })} />
      {item.kind === 'choice' ? <ChoiceAnswer item={item} onChange={onChange} /> : null}
      {item.kind === 'blank' ? <TextList label={t('shared.acceptedAnswer')} values={item.answer} onChange={(answer) => onChange({ ...item, answer })} min={1} /> : null}
      {item.kind === 'order' ? <TextList label={t('shared.stepInOrder')} values={item.answer} onChange={(answer) => onChange({ ...item, answer })} min={2} /> : null}
      <TextInput label={t('exercise.hint')} maxLength={5000} value={item.hint} onChange={(e) => onChange({ ...item, hint: e.currentTarget.value })} />
      {problem ? (
        <Alert color="orange" variant="light" title={t('shared.notReady')}>
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
