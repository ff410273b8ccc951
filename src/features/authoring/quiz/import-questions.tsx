/**
 * Import questions (GIFT, Aiken or Moodle XML, pasted or from a file; QTI 2.x/3.0 packages and Canvas's
 * QTI export as a .zip, or one QTI file pasted) into the draft, and export the quiz as GIFT, through the
 * authoring import dialog.
 */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useCallback, useRef, useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import type { AuthoredQuestion, QuizContent } from '@contract/quiz-authoring';
import { uploadMedia } from '@/data/tus-upload';
import { ImportDialog, type ImportFormat, type ImportPreview } from '../shared/import-dialog';
import { importAiken } from './import/aiken';
import { bringQuestionImages } from './import/bring-question-images';
import { importGift } from './import/gift';
import { exportGift, type ExportNote } from './import/gift-export';
import type { PendingImage } from './import/moodle-images';
import { importMoodleXml } from './import/moodle-xml';
import type { ImportedBlock, ImportResult } from './import/import-result';
import { importQtiPackage, importQtiXml } from './import/qti';
import { QTI_LIMITS } from './import/qti-package';
import { KIND_LABELS } from './question-editor';

type Format = 'gift' | 'aiken' | 'moodlexml' | 'qti';

const FORMAT_NAMES: Record<Format, string> = { gift: 'GIFT', aiken: 'Aiken', moodlexml: 'Moodle XML', qti: 'QTI or Canvas' };
const readers = { gift: importGift, aiken: importAiken, moodlexml: importMoodleXml, qti: importQtiXml };
const LABELS: Record<Format, string> = {
  gift: 'Paste GIFT questions (a blank line between questions)',
  aiken: 'Paste Aiken questions (a blank line between questions)',
  moodlexml: 'Paste Moodle XML (a question bank export)',
  qti: "Paste one QTI item's XML, or upload a QTI package or Canvas quiz export (.zip)",
};
const isFormat = (value: string | null): value is Format => value !== null && value in FORMAT_NAMES;

/** How the preview names a read question: its kind, category and name when the source has them, and its text. */
const described = (block: ImportedBlock, question: AuthoredQuestion) =>
  `${KIND_LABELS[question.kind]}: ${block.category ? `${block.category} › ` : ''}${block.name ? `${block.name}: ` : ''}${question.prompt}${imagesNote(block)}`;

/** The images a question brings along, in the preview's words. */
const imagesNote = ({ images }: ImportedBlock) => (images?.length ? ` (with ${images.length === 1 ? 'its image' : `its ${images.length} images`})` : '');

/** Where a block is, in the preview's words: its place in a package, or its line. */
const where = (block: ImportedBlock) => block.place ?? `Line ${block.line}`;

/** The dialog's preview of what an import read. */
function previewOf(result: ImportResult): ImportPreview<AuthoredQuestion> {
  const lines = result.blocks.map((block, index) => ({
    key: index,
    ...(block.question ? { text: `${described(block, block.question)}${block.change ? ' (would change: see below)' : ''}` } : { error: `${where(block)}: ${block.error}` }),
  }));
  const changed = result.blocks.flatMap((block, key) => (block.question && block.change ? [{ key, item: block.question, text: `${block.place ?? `line ${block.line}`}, ${described(block, block.question)}`, change: block.change }] : []));
  return { items: result.questions, errors: result.errors, lines, changed };
}

/** A QTI package (.zip) read whole, after its size is checked (the zip's own limits are checked from its directory). */
async function readPackage(file: File): Promise<ImportPreview<AuthoredQuestion>> {
  if (file.size > QTI_LIMITS.file) throw new Error(`This package is ${Math.ceil(file.size / 1024 / 1024)} MB; at most ${QTI_LIMITS.file / 1024 / 1024} MB is read.`);
  return previewOf(importQtiPackage(new Uint8Array(await file.arrayBuffer())));
}

/** The Import and Export GIFT buttons of the quiz editor. */
export function ImportQuestions({ onImport, quizName, content }: { onImport: (questions: AuthoredQuestion[]) => void; quizName: string; content: QuizContent }) {
  const [kind, setKind] = useState<Format>('gift');
  // The images of the questions last read, by question id: the dialog hands back only the questions.
  const pending = useRef<ReadonlyMap<string, PendingImage[]>>(new Map());
  const parse = useCallback((text: string) => {
    const result = readers[kind](text);
    pending.current = new Map(result.blocks.flatMap((b) => (b.question && b.images ? [[b.question.id, b.images] as const] : [])));
    return previewOf(result);
  }, [kind]);
  const { courseId } = content;
  const importQuestions = async (questions: AuthoredQuestion[]) => {
    onImport(await bringQuestionImages(questions, pending.current, courseId ? (file) => uploadMedia(file, courseId) : null));
    return undefined;
  };
  const format: ImportFormat<AuthoredQuestion> = {
    title: 'Import questions',
    intro: <SegmentedControl value={kind} onChange={(v) => setKind(isFormat(v) ? v : 'gift')} data={(Object.keys(FORMAT_NAMES) as Format[]).map((value) => ({ value, label: FORMAT_NAMES[value] }))} aria-label="Format" />,
    textLabel: LABELS[kind],
    accept: '.txt,.gift,.xml,.zip,text/plain,text/xml,application/xml,application/zip',
    parse,
    // Text files go through `parse`.
    readFile: (file) => {
      if (!file.name.toLowerCase().endsWith('.zip')) return undefined;
      pending.current = new Map();
      return readPackage(file);
    },
    noun: (n) => `${n} ${n === 1 ? 'question' : 'questions'}`,
    errorNote: 'Questions with errors are not imported; fix them here and the preview updates.',
    importLabel: (n) => `Add ${n} questions`,
    onImport: (questions) => importQuestions(questions).catch((error: unknown) => (error instanceof Error ? error.message : 'Nothing was imported.')),
    exportLabel: 'Export GIFT',
    canExport: content.questions.length > 0,
    exportFile: () => {
      const { text, skipped, changed, withoutImages } = exportGift(content);
      const list = (notes: ExportNote[]) => notes.map((n) => `question ${n.question} (${n.reason})`).join('; ');
      const images = withoutImages.length ? ` Without their images (GIFT is text only): ${withoutImages.length === 1 ? 'question' : 'questions'} ${withoutImages.join(', ')}.` : '';
      const said = `Exported as GIFT.${skipped.length ? ` Left out: ${list(skipped)}.` : ''}${changed.length ? ` Graded otherwise in GIFT: ${list(changed)}.` : ''}${images}`;
      return { name: `${(quizName || 'quiz').replace(/[^\w-]+/g, '-')}.gift.txt`, text, said };
    },
  };
  return <ImportDialog format={format} />;
}
