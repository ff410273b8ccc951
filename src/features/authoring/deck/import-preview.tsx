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
import { i18n } from '@/i18n/i18n';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { formatNumber } from '@/ui/number';

const tr = () => i18n.getFixedT(null, authoringNs);
const names = (list: string[]) => `${list.slice(0, 10).join(', ')}${list.length > 10 ? tr()('deck.andMore', { n: list.length - 10 }) : ''}`;

/** How many imported notes would be new to a deck holding `notes` (a matching guid updates instead). */
export function newNoteCount(notes: DeckNote[], imported: ImportedNote[]): number {
  const held = new Set(notes.flatMap((n) => [n.id, n.guid ?? '']));
  return imported.filter((n) => !n.guid || !held.has(n.guid)).length;
}

/** Why a deck holding `notes` cannot take `imported` as well, or undefined when it can. */
export function deckLimitProblem(notes: DeckNote[], imported: ImportedNote[]): string | undefined {
  const total = notes.length + newNoteCount(notes, imported);
  if (total <= DECK_LIMITS.notes) return undefined;
  return tr()('deck.tooManyNotes', { max: formatNumber(DECK_LIMITS.notes), total: formatNumber(total) });
}

/** What becomes of a package's media: images uploaded to course `courseId` (none without a course), sounds left out, files skipped or missing. */
export function PackageMedia({ media, images, courseId }: { media: MediaSummary; images: number; courseId: string | null }) {
  const { t } = useTranslation(authoringNs);
  if (!media.images.length && !media.sounds.length && !media.missing.length) return null;
  return (
    <Alert color="blue" title={t('deck.media')}>
      <Stack gap={4}>
        {images && courseId ? <Text size="sm">{t('deck.imagesUploaded', { count: images })}</Text> : null}
        {images && !courseId ? <Text size="sm">{t('deck.imagesNamed', { count: images })}</Text> : null}
        {media.skipped.length ? <Text size="sm">{t('deck.notImported', { names: names(media.skipped.map((s) => `${s.name} (${s.reason})`)) })}</Text> : null}
        {media.sounds.length ? <Text size="sm">{t('deck.soundsLeftOut', { count: media.sounds.length, names: names(media.sounds) })}</Text> : null}
        {media.missing.length ? <Text size="sm">{t('deck.missing', { names: names(media.missing) })}</Text> : null}
      </Stack>
    </Alert>
  );
}
