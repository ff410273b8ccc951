/**
 * Import cards from Anki (a text file: CSV/TSV with Anki's header lines, pasted or uploaded; or an
 * .apkg package, read in a worker with its progress shown) into the draft, and export the deck in
 * Anki's text format, through the authoring import dialog.
 */
import { Text } from '@mantine/core';
import type { DeckContent, DeckNote } from '@contract/deck-authoring';
import { ImportDialog, type ImportFormat, type ImportPreview } from '../shared/import-dialog';
import { exportAnkiText, parseAnkiText } from './import/anki-text';
import { cardHtmlToText } from './import/card-text';
import type { ImportedNote, ImportResult } from './import/import-result';
import { deckLimitProblem, PackageMedia } from './import-preview';

const KIND = (note: ImportedNote) => (note.kind === 'cloze' ? 'Cloze' : note.reversed ? 'Front and back, reversed too' : 'Front and back');

/** The dialog's preview of `result` for a deck holding `notes`. */
const previewOf = (result: ImportResult, notes: DeckNote[]): ImportPreview<ImportedNote> => ({
  items: result.notes,
  errors: result.errors,
  lines: result.rows.map((row) => ({
    key: row.row,
    ...(row.note ? { text: `${KIND(row.note)}: ${cardHtmlToText(row.note.front).slice(0, 120)}` } : { error: `Row ${row.row}: ${row.error}` }),
  })),
  source: result.source,
  blocked: deckLimitProblem(notes, result.notes),
  extra: result.media ? <PackageMedia media={result.media} /> : null,
});

const cards = (n: number) => (n === 1 ? '1 card' : `${n.toLocaleString('en')} cards`);

/** The Import and Export buttons of the deck editor; `onImport` merges the notes into the draft and says what it did. */
export function ImportNotes({ content, onImport }: { content: DeckContent; onImport: (notes: ImportedNote[]) => Promise<string> }) {
  const format: ImportFormat<ImportedNote> = {
    title: 'Import cards from Anki',
    intro: (
      <Text size="sm">
        Upload an Anki package (.apkg) or a text file exported from Anki (CSV or tab-separated, with its #separator, #html, #tags column and #guid column lines), or paste the text below.
      </Text>
    ),
    textLabel: "Or paste cards in Anki's text format",
    accept: '.apkg,.csv,.tsv,.txt,text/plain,text/csv,text/tab-separated-values',
    parse: (text) => previewOf(parseAnkiText(text), content.notes),
    readFile: (file, onProgress) =>
      file.name.toLowerCase().endsWith('.apkg')
        ? import('./import/load-apkg').then(async ({ readApkgFile }) => previewOf(await readApkgFile(file, onProgress), content.notes))
        : undefined,
    noun: cards,
    errorNote: 'Rows with errors are not imported. Cards whose guid matches a card of this deck update it instead of being added.',
    importLabel: (n) => `Import ${cards(n)}`,
    onImport,
    exportLabel: 'Export for Anki',
    canExport: content.notes.length > 0,
    exportFile: () => ({
      name: `${(content.title || 'deck').replace(/[^\w-]+/g, '-')}.txt`,
      text: exportAnkiText(content),
      said: `Exported ${content.notes.length} cards in Anki's text format.`,
    }),
  };
  return <ImportDialog format={format} />;
}
