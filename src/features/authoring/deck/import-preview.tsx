/**
 * The preview of an import: how many cards are ready, each row's note or error, what a package's
 * notes referred to that cards cannot hold (images, sounds), and whether the deck can take them all.
 */
import '@mantine/core/styles/List.css';
import { Alert, List, Stack, Text } from '@mantine/core';
import { DECK_LIMITS, type DeckNote } from '@contract/deck-authoring';
import { cardHtmlToText } from './import/card-text';
import type { ImportedNote, ImportResult } from './import/import-result';
import type { MediaSummary } from './import/package-media';

const KIND = (note: ImportedNote) => (note.kind === 'cloze' ? 'Cloze' : note.reversed ? 'Front and back, reversed too' : 'Front and back');
const names = (list: string[]) => `${list.slice(0, 10).join(', ')}${list.length > 10 ? ` and ${list.length - 10} more` : ''}`;

/** How many imported notes would be new to a deck holding `notes` (a matching guid updates instead). */
export function newNoteCount(notes: DeckNote[], imported: ImportedNote[]): number {
  const held = new Set(notes.flatMap((n) => [n.id, n.guid ?? '']));
  return imported.filter((n) => !n.guid || !held.has(n.guid)).length;
}

function Media({ media }: { media: MediaSummary }) {
  if (!media.images.length && !media.sounds.length) return null;
  return (
    <Alert color="blue" title="Media">
      <Stack gap={4}>
        {media.images.length ? <Text size="sm">{`${media.images.length} image${media.images.length === 1 ? '' : 's'} not imported (cards hold text only; each is named in its card as [image: …]): ${names(media.images)}.`}</Text> : null}
        {media.sounds.length ? <Text size="sm">{`${media.sounds.length} sound${media.sounds.length === 1 ? '' : 's'} left out: ${names(media.sounds)}.`}</Text> : null}
        {media.missing.length ? <Text size="sm">{`Missing from the package: ${names(media.missing)}.`}</Text> : null}
      </Stack>
    </Alert>
  );
}

/** The preview of `result` for a deck holding `notes`. */
export function ImportPreview({ result, notes }: { result: ImportResult; notes: DeckNote[] }) {
  const shown = result.rows.slice(0, 200);
  const total = notes.length + newNoteCount(notes, result.notes);
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>
        {result.notes.length.toLocaleString('en')} {result.notes.length === 1 ? 'card' : 'cards'} ready, {result.errors.toLocaleString('en')} with errors
        {result.source ? ` (read from ${result.source})` : ''}
      </Text>
      {total > DECK_LIMITS.notes ? (
        <Alert color="red" role="alert">{`A deck holds at most ${DECK_LIMITS.notes.toLocaleString('en')} notes; with these it would hold ${total.toLocaleString('en')}. Split the deck in Anki (or import fewer notes) and import each part into its own deck.`}</Alert>
      ) : null}
      {result.media ? <Media media={result.media} /> : null}
      <List size="sm">
        {shown.map((row) => (
          <List.Item key={row.row}>
            {row.note ? `${KIND(row.note)}: ${cardHtmlToText(row.note.front).slice(0, 120)}` : <Text c="red" span>{`Row ${row.row}: ${row.error}`}</Text>}
          </List.Item>
        ))}
      </List>
      {result.rows.length > shown.length ? <Text size="sm">…and {(result.rows.length - shown.length).toLocaleString('en')} more rows.</Text> : null}
      {result.errors ? <Alert color="orange">Rows with errors are not imported. Cards whose guid matches a card of this deck update it instead of being added.</Alert> : null}
    </Stack>
  );
}
