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
import { i18n } from '@/i18n/i18n';
import { useTranslation } from 'react-i18next';
import { authoringNs } from '../messages/en';

type Format = 'gift' | 'aiken' | 'moodlexml' | 'qti';

// Format names are names (GIFT, Aiken, Moodle XML); only 'QTI or Canvas' has words to translate.
const FORMATS: Format[] = ['gift', 'aiken', 'moodlexml', 'qti'];
const FORMAT_NAMES: Record<Exclude<Format, 'qti'>, string> = { gift: 'GIFT', aiken: 'Aiken', moodlexml: 'Moodle XML' };
const readers = { gift: importGift, aiken: importAiken, moodlexml: importMoodleXml, qti: importQtiXml };
const isFormat = (value: string | null): value is Format => value !== null && (FORMATS as string[]).includes(value);
const tr = () => i18n.getFixedT(null, authoringNs);

/** How the preview names a read question: its kind, category and name when the source has them, and its text. */
const described = (block: ImportedBlock, question: AuthoredQuestion) =>
  `${tr()(`kinds.${question.kind}`)}: ${block.category ? `${block.category} › ` : ''}${block.name ? `${block.name}: ` : ''}${question.prompt}${imagesNote(block)}`;

/** The images a question brings along, in the preview's words. */
const imagesNote = ({ images }: ImportedBlock) => (images?.length ? (images.length === 1 ? tr()('quiz.withImage') : tr()('quiz.withImages', { n: images.length })) : '');

/** Where a block is, in the preview's words: its place in a package, or its line. */
const where = (block: ImportedBlock) => block.place ?? tr()('quiz.line', { line: block.line });

/** The dialog's preview of what an import read. */
function previewOf(result: ImportResult): ImportPreview<AuthoredQuestion> {
  const lines = result.blocks.map((block, index) => ({
    key: index,
    ...(block.question ? { text: `${described(block, block.question)}${block.change ? tr()('quiz.wouldChange') : ''}` } : { error: `${where(block)}: ${block.error}` }),
  }));
  const changed = result.blocks.flatMap((block, key) => (block.question && block.change ? [{ key, item: block.question, text: `${block.place ?? tr()('quiz.lineLower', { line: block.line })}, ${described(block, block.question)}`, change: block.change }] : []));
  return { items: result.questions, errors: result.errors, lines, changed };
}

/** A QTI package (.zip) read whole, after its size is checked (the zip's own limits are checked from its directory). */
async function readPackage(file: File): Promise<ImportPreview<AuthoredQuestion>> {
  if (file.size > QTI_LIMITS.file) throw new Error(tr()('quiz.packageTooBig', { mb: Math.ceil(file.size / 1024 / 1024), limit: QTI_LIMITS.file / 1024 / 1024 }));
  return previewOf(importQtiPackage(new Uint8Array(await file.arrayBuffer())));
}

/** The Import and Export GIFT buttons of the quiz editor. */
export function ImportQuestions({ onImport, quizName, content }: { onImport: (questions: AuthoredQuestion[]) => void; quizName: string; content: QuizContent }) {
  const { t } = useTranslation(authoringNs);
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
    title: t('quiz.importTitle'),
    intro: <SegmentedControl value={kind} onChange={(v) => setKind(isFormat(v) ? v : 'gift')} data={FORMATS.map((value) => ({ value, label: value === 'qti' ? t('quiz.qtiName') : FORMAT_NAMES[value] }))} aria-label={t('quiz.format')} />,
    textLabel: t(`importLabels.${kind}`),
    accept: '.txt,.gift,.xml,.zip,text/plain,text/xml,application/xml,application/zip',
    parse,
    // Text files go through `parse`.
    readFile: (file) => {
      if (!file.name.toLowerCase().endsWith('.zip')) return undefined;
      pending.current = new Map();
      return readPackage(file);
    },
    noun: (n) => t('quiz.questionCount', { count: n }),
    errorNote: t('quiz.errorNote'),
    importLabel: (n) => t('quiz.addQuestions', { n }),
    onImport: (questions) => importQuestions(questions).catch((error: unknown) => (error instanceof Error ? error.message : t('shared.nothingImported'))),
    exportLabel: t('quiz.exportGift'),
    canExport: content.questions.length > 0,
    exportFile: () => {
      const { text, skipped, changed, withoutImages } = exportGift(content);
      const list = (notes: ExportNote[]) => notes.map((n) => t('quiz.exportNote', { question: n.question, reason: n.reason })).join('; ');
      const images = withoutImages.length ? t('quiz.withoutImages', { count: withoutImages.length, list: withoutImages.join(', ') }) : '';
      const said = `${t('quiz.exported')}${skipped.length ? t('quiz.leftOut', { list: list(skipped) }) : ''}${changed.length ? t('quiz.gradedOtherwise', { list: list(changed) }) : ''}${images}`;
      return { name: `${(quizName || 'quiz').replace(/[^\w-]+/g, '-')}.gift.txt`, text, said };
    },
  };
  return <ImportDialog format={format} />;
}
