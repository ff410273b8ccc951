/** Import questions (GIFT, Aiken or Moodle XML, pasted or from a file) into the draft, and export the quiz as GIFT, through the authoring import dialog. */
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { useCallback, useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import type { AuthoredQuestion, QuizContent } from '@contract/quiz-authoring';
import { ImportDialog, type ImportFormat } from '../shared/import-dialog';
import { importAiken } from './import/aiken';
import { importGift } from './import/gift';
import { exportGift, type ExportNote } from './import/gift-export';
import { importMoodleXml } from './import/moodle-xml';
import type { ImportedBlock } from './import/import-result';
import { KIND_LABELS } from './question-editor';

type Format = 'gift' | 'aiken' | 'moodlexml';

const FORMAT_NAMES: Record<Format, string> = { gift: 'GIFT', aiken: 'Aiken', moodlexml: 'Moodle XML' };
const readers = { gift: importGift, aiken: importAiken, moodlexml: importMoodleXml };

/** How the preview names a read question: its kind, category and name when the source has them, and its text. */
const described = (block: ImportedBlock, question: AuthoredQuestion) =>
  `${KIND_LABELS[question.kind]}: ${block.category ? `${block.category} › ` : ''}${block.name ? `${block.name}: ` : ''}${question.prompt}`;

/** The Import and Export GIFT buttons of the quiz editor. */
export function ImportQuestions({ onImport, quizName, content }: { onImport: (questions: AuthoredQuestion[]) => void; quizName: string; content: QuizContent }) {
  const [kind, setKind] = useState<Format>('gift');
  const parse = useCallback((text: string) => {
    const result = readers[kind](text);
    const lines = result.blocks.map((block, index) => ({
      key: index,
      ...(block.question ? { text: `${described(block, block.question)}${block.change ? ' (would change: see below)' : ''}` } : { error: `Line ${block.line}: ${block.error}` }),
    }));
    const changed = result.blocks.flatMap((block, key) => (block.question && block.change ? [{ key, item: block.question, text: `line ${block.line}, ${described(block, block.question)}`, change: block.change }] : []));
    return { items: result.questions, errors: result.errors, lines, changed };
  }, [kind]);
  const format: ImportFormat<AuthoredQuestion> = {
    title: 'Import questions',
    intro: <SegmentedControl value={kind} onChange={(v) => setKind(v === 'aiken' || v === 'moodlexml' ? v : 'gift')} data={(Object.keys(FORMAT_NAMES) as Format[]).map((value) => ({ value, label: FORMAT_NAMES[value] }))} aria-label="Format" />,
    textLabel: kind === 'moodlexml' ? 'Paste Moodle XML (a question bank export)' : `Paste ${FORMAT_NAMES[kind]} questions (a blank line between questions)`,
    accept: '.txt,.gift,.xml,text/plain,text/xml,application/xml',
    parse,
    noun: (n) => `${n} ${n === 1 ? 'question' : 'questions'}`,
    errorNote: 'Questions with errors are not imported; fix them here and the preview updates.',
    importLabel: (n) => `Add ${n} questions`,
    onImport: (questions) => {
      onImport(questions);
      return undefined;
    },
    exportLabel: 'Export GIFT',
    canExport: content.questions.length > 0,
    exportFile: () => {
      const { text, skipped, changed } = exportGift(content);
      const list = (notes: ExportNote[]) => notes.map((n) => `question ${n.question} (${n.reason})`).join('; ');
      const said = `Exported as GIFT.${skipped.length ? ` Left out: ${list(skipped)}.` : ''}${changed.length ? ` Graded otherwise in GIFT: ${list(changed)}.` : ''}`;
      return { name: `${(quizName || 'quiz').replace(/[^\w-]+/g, '-')}.gift.txt`, text, said };
    },
  };
  return <ImportDialog format={format} />;
}
