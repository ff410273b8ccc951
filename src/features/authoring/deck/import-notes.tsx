/**
 * Import cards from Anki (a text file: CSV/TSV with Anki's header lines, pasted or uploaded; or an
 * .apkg package) with a preview that names each bad row's error, then into the draft; export the deck
 * in Anki's text format.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import { useMemo, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { DeckContent } from '@contract/deck-authoring';
import { exportAnkiText, parseAnkiText } from './import/anki-text';
import { cardHtmlToText } from './import/card-text';
import type { ImportedNote, ImportResult } from './import/import-result';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const KIND = (note: ImportedNote) => (note.kind === 'cloze' ? 'Cloze' : note.reversed ? 'Front and back, reversed too' : 'Front and back');

/** The preview of an import: how many notes are ready, and each row's note or error. */
function Preview({ result }: { result: ImportResult }) {
  const shown = result.rows.slice(0, 200);
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>
        {result.notes.length} {result.notes.length === 1 ? 'card' : 'cards'} ready, {result.errors} with errors
      </Text>
      <List size="sm">
        {shown.map((row) => (
          <List.Item key={row.row}>
            {row.note ? `${KIND(row.note)}: ${cardHtmlToText(row.note.front).slice(0, 120)}` : <Text c="red" span>{`Row ${row.row}: ${row.error}`}</Text>}
          </List.Item>
        ))}
      </List>
      {result.rows.length > shown.length ? <Text size="sm">…and {result.rows.length - shown.length} more rows.</Text> : null}
      {result.errors ? <Alert color="orange">Rows with errors are not imported. Cards whose guid matches a card of this deck update it instead of being added.</Alert> : null}
    </Stack>
  );
}

/** The Import and Export buttons, and the import dialog; `onImport` merges the notes into the draft. */
export function ImportNotes({ content, onImport }: { content: DeckContent; onImport: (notes: ImportedNote[]) => Promise<string> }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [apkg, setApkg] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const parsed = useMemo(() => (text.trim() ? parseAnkiText(text) : null), [text]);
  const result = apkg ?? parsed;

  const choose = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setApkg(null);
    if (!file.name.toLowerCase().endsWith('.apkg')) return setText(await file.text());
    try {
      const { readApkgFile } = await import('./import/load-apkg');
      setText('');
      setApkg(await readApkgFile(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The package could not be read.');
    }
  };
  const close = () => {
    setOpen(false);
    setText('');
    setApkg(null);
    setProblem(null);
  };
  const exportDeck = () => {
    download(`${(content.title || 'deck').replace(/[^\w-]+/g, '-')}.txt`, exportAnkiText(content));
    setSaid(`Exported ${content.notes.length} cards in Anki's text format.`);
  };

  return (
    <>
      <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Import
      </Button>
      <Button variant="default" onClick={exportDeck} disabled={!content.notes.length}>
        Export for Anki
      </Button>
      {said ? (
        <Text size="sm" role="status">
          {said}
        </Text>
      ) : null}
      <Modal opened={open} onClose={close} title="Import cards from Anki" size="xl">
        <Stack>
          <Text size="sm">
            Upload an Anki package (.apkg) or a text file exported from Anki (CSV or tab-separated, with its #separator, #html, #tags column and #guid column lines), or paste the
            text below.
          </Text>
          <FileButton accept=".apkg,.csv,.tsv,.txt,text/plain,text/csv,text/tab-separated-values" onChange={(file) => void choose(file)}>
            {(props) => (
              <Button variant="default" w="fit-content" {...props}>
                Upload a file
              </Button>
            )}
          </FileButton>
          <Textarea label="Or paste cards in Anki's text format" rows={6} value={text} onChange={(e) => {
            setApkg(null);
            setText(e.currentTarget.value);
          }} />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          {result ? <Preview result={result} /> : null}
          <Group justify="flex-end">
            <Button
              disabled={!result?.notes.length}
              onClick={() => {
                void onImport(result?.notes ?? []).then(setSaid);
                close();
              }}
            >
              Import {result?.notes.length === 1 ? '1 card' : `${result?.notes.length ?? 0} cards`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
