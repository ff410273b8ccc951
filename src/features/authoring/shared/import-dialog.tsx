/**
 * The Import and Export buttons of an authoring editor, and its import dialog: text pasted or a file
 * uploaded, a preview that names each bad line's error in words, then the good items into the draft.
 * The quiz (GIFT, Aiken) and the deck (Anki text, .apkg) say only how to read and write their formats.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Progress.css';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, FileButton, Group, List, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';
import { ImportChanges, type ChangedItem } from './import-changes';
import { formatNumber } from '@/ui/number';

/** What reading an import came to: the items to add, and one line per block or row (its item or its error). */
export interface ImportPreview<Item> {
  items: Item[];
  errors: number;
  lines: { key: number; text?: string; error?: string }[];
  /** Where the items were read from ('collection.anki21b'), said after the count. */
  source?: string;
  /** Why these items cannot be imported as they are (the import button stays off). */
  blocked?: string;
  /** More to say about what was read (e.g. media a card cannot hold). */
  extra?: ReactNode;
  /** Items that would not keep their meaning, with what would change: imported only when the author ticks them. */
  changed?: ChangedItem<Item>[];
}

/** How far reading a large file has come, and what it is doing, in words. */
export interface ReadingProgress {
  fraction: number;
  text: string;
}

/** A long preview lists this many lines, and says how many more there are. */
const PREVIEW_LINES = 200;

/**
 * The most text read at once (pasted, or a text file): it is parsed on the page as it changes, so a
 * 50 MB paste would hold the page for long. Far above any real deck or question bank (a deck holds
 * 2,000 notes); a package (.apkg) is read in a worker with limits of its own.
 */
const TEXT_LIMIT = { characters: 5_000_000, bytes: 5 * 1024 * 1024 } as const;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function Preview<Item>({ preview, noun, errorNote }: { preview: ImportPreview<Item>; noun: (n: number) => string; errorNote: string }) {
  const { t } = useTranslation(authoringNs);
  const shown = preview.lines.slice(0, PREVIEW_LINES);
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>
        {t('importer.summary', {
          items: noun(preview.items.length),
          changed: preview.changed?.length ? t('importer.wouldChange', { n: formatNumber(preview.changed.length) }) : '',
          errors: formatNumber(preview.errors),
          source: preview.source ? t('importer.readFrom', { source: preview.source }) : '',
        })}
      </Text>
      {preview.blocked ? (
        <Alert color="red" role="alert">
          {preview.blocked}
        </Alert>
      ) : null}
      {preview.extra}
      <List size="sm">
        {shown.map((line) => (
          <List.Item key={line.key}>{line.error ? <Text c="red" span>{line.error}</Text> : line.text}</List.Item>
        ))}
      </List>
      {preview.lines.length > shown.length ? <Text size="sm">{t('importer.more', { n: formatNumber(preview.lines.length - shown.length) })}</Text> : null}
      {preview.errors ? <Alert color="orange">{errorNote}</Alert> : null}
    </Stack>
  );
}

/** How one kind of content imports and exports. */
export interface ImportFormat<Item> {
  /** The dialog's title ('Import questions'). */
  title: string;
  /** Above the inputs: what can be imported, or a choice of format. */
  intro: ReactNode;
  textLabel: string;
  accept: string;
  /** Reads pasted or uploaded text. */
  parse: (text: string) => ImportPreview<Item>;
  /** Reads a file that is not text (an .apkg), telling its progress; undefined: the file is read as text. */
  readFile?: (file: File, onProgress: (progress: ReadingProgress) => void) => Promise<ImportPreview<Item>> | undefined;
  /** `n` items in words ('1 card', '3 cards'). */
  noun: (n: number) => string;
  errorNote: string;
  importLabel: (n: number) => string;
  /** Adds the items to the draft; what it answers is said under the buttons. */
  onImport: (items: Item[]) => Promise<string | undefined> | undefined;
  exportLabel: string;
  canExport: boolean;
  /** The exported file's name and text, and what to say about it. */
  exportFile: () => { name: string; text: string; said: string };
}

/** The Import and Export buttons, and the import dialog. */
export function ImportDialog<Item>({ format }: { format: ImportFormat<Item> }) {
  const { t } = useTranslation(authoringNs);
  const tooMuchText = t('importer.tooMuchText', { limit: formatNumber(TEXT_LIMIT.characters) });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [fromFile, setFromFile] = useState<ImportPreview<Item> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [progress, setProgress] = useState<ReadingProgress | null>(null);
  // Each chosen file gets a number: a file still being read when another is chosen (or the dialog closes) is dropped.
  const reading = useRef(0);
  const { parse } = format;
  const parsed = useMemo(() => (text.trim() ? parse(text) : null), [text, parse]);
  const preview = fromFile ?? parsed;
  // The ticked "import anyway" boxes belong to the preview they were ticked in.
  const [ticked, setTicked] = useState<{ of: ImportPreview<Item> | null; keys: Set<number> }>({ of: null, keys: new Set() });
  const chosen = ticked.of === preview ? ticked.keys : new Set<number>();
  const toImport = [...(preview?.items ?? []), ...(preview?.changed ?? []).filter((c) => chosen.has(c.key)).map((c) => c.item)];

  const choose = async (file: File | null) => {
    if (!file) return;
    const token = (reading.current += 1);
    const current = () => token === reading.current;
    setProblem(null);
    setFromFile(null);
    setProgress(null);
    const read = format.readFile?.(file, (p) => current() && setProgress(p));
    if (!read && file.size > TEXT_LIMIT.bytes) return setProblem(t('importer.fileTooBig', { mb: Math.ceil(file.size / 1024 / 1024), limit: tooMuchText }));
    if (!read) return setText(await file.text());
    try {
      setText('');
      const preview = await read;
      if (current()) setFromFile(preview);
    } catch (error) {
      if (current()) setProblem(error instanceof Error ? error.message : t('importer.unreadable'));
    } finally {
      if (current()) setProgress(null);
    }
  };
  const close = () => {
    reading.current += 1;
    setProgress(null);
    setOpen(false);
    setText('');
    setFromFile(null);
    setProblem(null);
  };
  const exportContent = () => {
    const { name, text: file, said: words } = format.exportFile();
    download(name, file);
    setSaid(words);
  };

  return (
    <>
      <Button variant="default" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('importer.import')}
      </Button>
      <Button variant="default" onClick={exportContent} disabled={!format.canExport}>
        {format.exportLabel}
      </Button>
      {said ? (
        <Text size="sm" role="status">
          {said}
        </Text>
      ) : null}
      <Modal opened={open} onClose={close} title={format.title} size="xl">
        <Stack>
          {format.intro}
          <FileButton accept={format.accept} onChange={(file) => void choose(file)}>
            {(props) => (
              <Button variant="default" w="fit-content" {...props}>
                {t('importer.upload')}
              </Button>
            )}
          </FileButton>
          <Textarea label={format.textLabel} rows={6} value={text}
            onPaste={(e) => {
              // Refused before the browser inserts it: a huge paste never reaches the box or the parser.
              const pasted = e.clipboardData.getData('text').length;
              if (text.length + pasted <= TEXT_LIMIT.characters) return;
              e.preventDefault();
              setProblem(t('importer.pastedTooMuch', { n: formatNumber(pasted), limit: tooMuchText }));
            }}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (value.length > TEXT_LIMIT.characters) return setProblem(t('importer.textTooMuch', { n: formatNumber(value.length), limit: tooMuchText }));
              setProblem(null);
              setFromFile(null);
              setText(value);
            }} />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          {progress ? (
            <Stack gap={4}>
              <Progress value={Math.round(progress.fraction * 100)} aria-label={t('importer.reading')} animated />
              <Text size="sm" aria-live="polite">
                {progress.text}
              </Text>
            </Stack>
          ) : null}
          {preview ? <Preview preview={preview} noun={format.noun} errorNote={format.errorNote} /> : null}
          {preview?.changed?.length ? <ImportChanges changed={preview.changed} chosen={chosen} onChange={(keys) => setTicked({ of: preview, keys })} /> : null}
          <Group justify="flex-end">
            <Button
              disabled={!toImport.length || !!preview?.blocked || !!progress}
              onClick={() => {
                void format.onImport(toImport)?.then((words) => words && setSaid(words));
                close();
              }}
            >
              {format.importLabel(toImport.length)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
