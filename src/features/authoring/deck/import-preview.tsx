/**
 * What the deck's import preview adds to the shared dialog's: the media a package's notes referred to
 * that cards cannot hold (images, sounds), and whether the deck can take every note.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Stack, Text } from '@mantine/core';
import { DECK_LIMITS, type DeckNote } from '@contract/deck-authoring';
import type { ImportedNote } from './import/import-result';
import type { MediaSummary } from './import/package-media';

const names = (list: string[]) => `${list.slice(0, 10).join(', ')}${list.length > 10 ? ` and ${list.length - 10} more` : ''}`;

/** How many imported notes would be new to a deck holding `notes` (a matching guid updates instead). */
export function newNoteCount(notes: DeckNote[], imported: ImportedNote[]): number {
  const held = new Set(notes.flatMap((n) => [n.id, n.guid ?? '']));
  return imported.filter((n) => !n.guid || !held.has(n.guid)).length;
}

/** Why a deck holding `notes` cannot take `imported` as well, or undefined when it can. */
export function deckLimitProblem(notes: DeckNote[], imported: ImportedNote[]): string | undefined {
  const total = notes.length + newNoteCount(notes, imported);
  if (total <= DECK_LIMITS.notes) return undefined;
  return `A deck holds at most ${DECK_LIMITS.notes.toLocaleString('en')} notes; with these it would hold ${total.toLocaleString('en')}. Split the deck in Anki (or import fewer notes) and import each part into its own deck.`;
}

/** The media of a package that its cards cannot hold, named. */
export function PackageMedia({ media }: { media: MediaSummary }) {
  if (!media.images.length && !media.sounds.length && !media.missing.length) return null;
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
