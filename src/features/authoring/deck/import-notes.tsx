/**
 * Import cards from Anki (a text file: CSV/TSV with Anki's header lines, pasted or uploaded; or an
 * .apkg package, read in a worker with its progress shown) into the draft, and export the deck in
 * Anki's text format, through the authoring import dialog.
 */
import { useRef } from 'react';
import { Text } from '@mantine/core';
import type { DeckContent } from '@contract/deck-authoring';
import { uploadMedia } from '@/data/tus-upload';
import { ImportDialog, type ImportFormat, type ImportPreview } from '../shared/import-dialog';
import { exportAnkiText, parseAnkiText } from './import/anki-text';
import { bringImages } from './import/bring-images';
import { cardHtmlPreview } from './import/card-text';
import type { ImportedNote, ImportResult } from './import/import-result';
import { deckLimitProblem, PackageMedia } from './import-preview';
import { i18n } from '@/i18n/i18n';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { formatNumber } from '@/ui/number';

const tr = () => i18n.getFixedT(null, authoringNs);
const KIND = (note: ImportedNote) => (note.kind === 'cloze' ? tr()('deck.cloze') : note.reversed ? tr()('deck.frontAndBackReversed') : tr()('deck.frontAndBack'));

/** The dialog's preview of `result` for deck `content`. */
const previewOf = (result: ImportResult, { notes, courseId }: DeckContent): ImportPreview<ImportedNote> => ({
  items: result.notes,
  errors: result.errors,
  lines: result.rows.map((row) => ({
    key: row.row,
    ...(row.note ? { text: `${KIND(row.note)}: ${cardHtmlPreview(row.note.front)}` } : { error: tr()('deck.rowError', { row: row.row, error: row.error }) }),
  })),
  source: result.source,
  blocked: deckLimitProblem(notes, result.notes),
  extra: result.media ? <PackageMedia media={result.media} images={result.images?.length ?? 0} courseId={courseId} /> : null,
});

const cards = (n: number) => tr()('deck.cardCount', { count: n, n: formatNumber(n) });

/** The Import and Export buttons of the deck editor; `onImport` merges the notes into the draft and says what it did. */
export function ImportNotes({ content, onImport }: { content: DeckContent; onImport: (notes: ImportedNote[]) => Promise<string> }) {
  // The images of the package last read: the dialog hands back only the notes.
  const { t } = useTranslation(authoringNs);
  const images = useRef<ImportResult['images']>([]);
  const importNotes = async (notes: ImportedNote[]) => {
    const { courseId } = content;
    const brought = images.current?.length && courseId ? await bringImages(notes, images.current, (file) => uploadMedia(file, courseId)) : notes;
    return onImport(brought);
  };
  const format: ImportFormat<ImportedNote> = {
    title: t('deck.importTitle'),
    intro: (
      <Text size="sm">{t('deck.importIntro')}</Text>
    ),
    textLabel: t('deck.pasteLabel'),
    accept: '.apkg,.csv,.tsv,.txt,text/plain,text/csv,text/tab-separated-values',
    parse: (text) => {
      images.current = [];
      return previewOf(parseAnkiText(text), content);
    },
    readFile: (file, onProgress) =>
      file.name.toLowerCase().endsWith('.apkg')
        ? import('./import/load-apkg').then(async ({ readApkgFile, readerErrorWords }) => {
          // The reader's reason (a key and parameters) in the language shown.
          const result = await readApkgFile(file, onProgress).catch(async (error: unknown) => Promise.reject(new Error(await readerErrorWords(error))));
          images.current = result.images;
          return previewOf(result, content);
        })
        : undefined,
    noun: cards,
    errorNote: t('deck.errorNote'),
    importLabel: (n) => t('deck.importCards', { cards: cards(n) }),
    onImport: (notes) => importNotes(notes).catch((error: unknown) => (error instanceof Error ? error.message : t('shared.nothingImported'))),
    exportLabel: t('deck.exportLabel'),
    canExport: content.notes.length > 0,
    exportFile: () => ({
      name: `${(content.title || 'deck').replace(/[^\w-]+/g, '-')}.txt`,
      text: exportAnkiText(content),
      said: t('deck.exported', { n: content.notes.length }),
    }),
  };
  return <ImportDialog format={format} />;
}
