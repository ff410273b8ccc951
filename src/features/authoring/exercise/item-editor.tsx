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

/** Each kind in words. */
export const ITEM_KIND_LABELS: Record<ExerciseItemKind, string> = { choice: 'Choice', blank: 'Fill in the blank', order: 'Put in order' };

interface Props {
  item: AuthoredExerciseItem;
  number: number;
  onChange: (next: AuthoredExerciseItem) => void;
}

/** Options with a checkbox each marking the right ones (one right option: the learner picks one; several: they tick each). */
function ChoiceAnswer({ item, onChange }: Omit<Props, 'number'>) {
  const setOptions = (options: string[]) => onChange({ ...item, options, answer: item.answer.filter((a) => options.includes(a)) });
  return (
    <Stack gap="xs">
      <TextList label="Option" values={item.options} onChange={setOptions} min={2} />
      <Checkbox.Group label="The right options" value={item.answer} onChange={(answer) => onChange({ ...item, answer })}>
        <Group mt={4}>
          {item.options.map((option, index) => (option.trim() ? <Checkbox key={index} value={option} label={option} /> : null))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}

/** The editor of one item. */
export function ItemEditor({ item, number, onChange }: Props) {
  const problem = exerciseItemProblem(item);
  const changeKind = (kind: ExerciseItemKind) => onChange({ ...newItem(kind), id: item.id, prompt: item.prompt, hint: item.hint });
  return (
    <Stack gap="sm">
      <NativeSelect label="Kind" value={item.kind} data={exerciseItemKinds.map((k) => ({ value: k, label: ITEM_KIND_LABELS[k] }))} onChange={(e) => changeKind(e.currentTarget.value as ExerciseItemKind)} />
      <Textarea label={`Question ${number}`} rows={2} maxLength={5000} value={item.prompt} onChange={(e) => onChange({ ...item, prompt: e.currentTarget.value })} />
      {item.kind === 'choice' ? <ChoiceAnswer item={item} onChange={onChange} /> : null}
      {item.kind === 'blank' ? <TextList label="Accepted answer" values={item.answer} onChange={(answer) => onChange({ ...item, answer })} min={1} /> : null}
      {item.kind === 'order' ? <TextList label="Step in the right order" values={item.answer} onChange={(answer) => onChange({ ...item, answer })} min={2} /> : null}
      <TextInput label="Hint (shown after a wrong answer; optional)" maxLength={5000} value={item.hint} onChange={(e) => onChange({ ...item, hint: e.currentTarget.value })} />
      {problem ? (
        <Alert color="orange" variant="light" title="Not ready to publish">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
