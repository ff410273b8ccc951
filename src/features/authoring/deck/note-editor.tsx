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
import { DECK_LIMITS, expandNote, type DeckNote } from '@contract/deck-authoring';
import { noteProblemWords } from '../shared/contract-words';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { CardField } from './card-field';
import { cleanCardHtml } from './import/card-text';

interface Props {
  note: DeckNote;
  number: number;
  onChange: (next: DeckNote) => void;
}

/** The cards the note makes, as learners will see their fronts. */
function CardsPreview({ note }: { note: DeckNote }) {
  const { t } = useTranslation(authoringNs);
  const cards = expandNote(note);
  if (!cards.length) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {t('deck.makes', { count: cards.length })}
      </Text>
      {cards.map((card) => (
        <Text key={card.ordinal} size="sm" component="div" dangerouslySetInnerHTML={{ __html: cleanCardHtml(card.front) }} />
      ))}
    </Stack>
  );
}

/** The editor of one note. */
export function NoteEditor({ note, number, onChange }: Props) {
  const { t } = useTranslation(authoringNs);
  const problem = noteProblemWords(note);
  const cloze = note.kind === 'cloze';
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('deck.kindOf', { number })}
        w="fit-content"
        value={note.kind}
        onChange={(kind) => onChange({ ...note, kind: kind === 'cloze' ? 'cloze' : 'basic', reversed: kind === 'cloze' ? false : note.reversed })}
        data={[{ value: 'basic', label: t('deck.frontAndBack') }, { value: 'cloze', label: t('deck.cloze') }]}
      />
      <CardField
        label={cloze ? t('deck.textOf', { number }) : t('deck.frontOf', { number })}
        description={cloze ? t('deck.clozeHelp', { example: `{{c1::${t('deck.clozeAnswer')}}}`, exampleHint: `{{c1::${t('deck.clozeAnswer')}::${t('deck.clozeHint')}}}` }) : undefined}
        value={note.front}
        onChange={(front) => onChange({ ...note, front })}
      />
      <CardField label={cloze ? t('deck.extraOf', { number }) : t('deck.backOf', { number })} value={note.back} onChange={(back) => onChange({ ...note, back })} />
      <Group align="end">
        {cloze ? null : <Switch label={t('deck.reversedToo')} checked={note.reversed} onChange={(e) => onChange({ ...note, reversed: e.currentTarget.checked })} />}
        <TagsInput
          label={t('deck.tagsOf', { number })}
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
