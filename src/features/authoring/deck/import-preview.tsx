/**
 * What the deck's import preview adds to the shared dialog's: what becomes of the media a package's
 * notes referred to (images uploaded, sounds left out, files skipped or missing), and whether the
 * deck can take every note.
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

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What becomes of a package's media: images uploaded to course `courseId` (none without a course), sounds left out, files skipped or missing. */
export function PackageMedia({ media, images, courseId }: { media: MediaSummary; images: number; courseId: string | null }) {
  if (!media.images.length && !media.sounds.length && !media.missing.length) return null;
  return (
    <Alert color="blue" title="Media">
      <Stack gap={4}>
        {images && courseId ? <Text size="sm">{`${count(images, 'image')} will be uploaded to the course's media and shown on the cards.`}</Text> : null}
        {images && !courseId ? <Text size="sm">{`${count(images, 'image')} stay named in their cards as [image: …]: choose the deck's course above before importing to upload them to its media.`}</Text> : null}
        {media.skipped.length ? <Text size="sm">{`Not imported (named in their cards as [image: …]): ${names(media.skipped.map((s) => `${s.name} (${s.reason})`))}.`}</Text> : null}
        {media.sounds.length ? <Text size="sm">{`${count(media.sounds.length, 'sound')} left out (course media hold video, PDF and images, not audio): ${names(media.sounds)}.`}</Text> : null}
        {media.missing.length ? <Text size="sm">{`Missing from the package: ${names(media.missing)}.`}</Text> : null}
      </Stack>
    </Alert>
  );
}
