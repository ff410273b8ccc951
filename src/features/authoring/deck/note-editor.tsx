/** Editing one note: basic (front, back, also reversed) or cloze (text with deletions, extra), its tags, and the cards it makes. */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Group, SegmentedControl, Stack, Switch, TagsInput, Text } from '@mantine/core';
import { DECK_LIMITS, expandNote, noteProblem, type DeckNote } from '@contract/deck-authoring';
import { CardField } from './card-field';
import { cleanCardHtml } from './import/card-text';

interface Props {
  note: DeckNote;
  number: number;
  onChange: (next: DeckNote) => void;
}

/** The cards the note makes, as learners will see their fronts. */
function CardsPreview({ note }: { note: DeckNote }) {
  const cards = expandNote(note);
  if (!cards.length) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {cards.length === 1 ? 'Makes 1 card' : `Makes ${cards.length} cards`}:
      </Text>
      {cards.map((card) => (
        <Text key={card.ordinal} size="sm" component="div" dangerouslySetInnerHTML={{ __html: cleanCardHtml(card.front) }} />
      ))}
    </Stack>
  );
}

/** The editor of one note. */
export function NoteEditor({ note, number, onChange }: Props) {
  const problem = noteProblem(note);
  const cloze = note.kind === 'cloze';
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={`Kind of card ${number}`}
        w="fit-content"
        value={note.kind}
        onChange={(kind) => onChange({ ...note, kind: kind === 'cloze' ? 'cloze' : 'basic', reversed: kind === 'cloze' ? false : note.reversed })}
        data={[{ value: 'basic', label: 'Front and back' }, { value: 'cloze', label: 'Cloze' }]}
      />
      <CardField
        label={cloze ? `Text of card ${number}` : `Front of card ${number}`}
        description={cloze ? 'Mark each hidden part as {{c1::answer}} (or {{c1::answer::hint}}); one card per number.' : undefined}
        value={note.front}
        onChange={(front) => onChange({ ...note, front })}
      />
      <CardField label={cloze ? `Extra on the back of card ${number}` : `Back of card ${number}`} value={note.back} onChange={(back) => onChange({ ...note, back })} />
      <Group align="end">
        {cloze ? null : <Switch label="Also a reversed card (back to front)" checked={note.reversed} onChange={(e) => onChange({ ...note, reversed: e.currentTarget.checked })} />}
        <TagsInput
          label={`Tags of card ${number}`}
          style={{ flex: 1, minWidth: 200 }}
          value={note.tags}
          maxTags={DECK_LIMITS.tags}
          splitChars={[' ', ',']}
          onChange={(tags) => onChange({ ...note, tags: tags.map((t) => t.slice(0, DECK_LIMITS.tag)) })}
        />
      </Group>
      {problem ? (
        <Alert color="orange" p="xs">
          {problem}
        </Alert>
      ) : (
        <CardsPreview note={note} />
      )}
    </Stack>
  );
}
