/**
 * Import cards from Anki (a text file: CSV/TSV with Anki's header lines, pasted or uploaded; or an
 * .apkg package, read in a worker with its progress shown) with a preview that names each bad row's
 * error (import-preview.tsx), then into the draft; export the deck in Anki's text format.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Progress.css';
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { DECK_LIMITS, type DeckContent } from '@contract/deck-authoring';
import { exportAnkiText, parseAnkiText } from './import/anki-text';
import type { ImportedNote, ImportResult } from './import/import-result';
import type { ReadProgress } from './import/load-apkg';
import { ImportPreview, newNoteCount } from './import-preview';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The Import and Export buttons, and the import dialog; `onImport` merges the notes into the draft. */
export function ImportNotes({ content, onImport }: { content: DeckContent; onImport: (notes: ImportedNote[]) => Promise<string> }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [apkg, setApkg] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [progress, setProgress] = useState<ReadProgress | null>(null);
  // Each chosen file gets a number: a package still being read when another is chosen (or the dialog closes) is dropped.
  const reading = useRef(0);
  const parsed = useMemo(() => (text.trim() ? parseAnkiText(text) : null), [text]);
  const result = apkg ?? parsed;

  const tooMany = !!result && content.notes.length + newNoteCount(content.notes, result.notes) > DECK_LIMITS.notes;

  const choose = async (file: File | null) => {
    if (!file) return;
    const token = (reading.current += 1);
    setProblem(null);
    setApkg(null);
    setProgress(null);
    if (!file.name.toLowerCase().endsWith('.apkg')) return setText(await file.text());
    setText('');
    try {
      const { readApkgFile } = await import('./import/load-apkg');
      const read = await readApkgFile(file, (p) => token === reading.current && setProgress(p));
      if (token === reading.current) setApkg(read);
    } catch (error) {
      if (token === reading.current) setProblem(error instanceof Error ? error.message : 'The package could not be read.');
    } finally {
      if (token === reading.current) setProgress(null);
    }
  };
  const close = () => {
    reading.current += 1;
    setOpen(false);
    setText('');
    setApkg(null);
    setProblem(null);
    setProgress(null);
  };
  const exportDeck = () => {
    download(`${(content.title || 'deck').replace(/[^\w-]+/g, '-')}.txt`, exportAnkiText(content));
    setSaid(`Exported ${content.notes.length} cards in Anki's text format.`);
  };

  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
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
          {progress ? (
            <Stack gap={4}>
              <Progress value={Math.round(progress.fraction * 100)} aria-label="Reading the package" animated />
              <Text size="sm" aria-live="polite">
                {progress.text}
              </Text>
            </Stack>
          ) : null}
          {result ? <ImportPreview result={result} notes={content.notes} /> : null}
          <Group justify="flex-end">
            <Button
              disabled={!result?.notes.length || tooMany || !!progress}
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
