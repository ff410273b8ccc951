/** What an import read: per question block, the question or its error in words (with the block's first line). */
import { authoredQuestionSchema, type AuthoredQuestion } from '@contract/quiz-authoring';
import type { PendingImage } from './moodle-images';
import { say } from '../../shared/import-words';
import { contractIssueWords } from '../../shared/contract-words';

export interface ImportedBlock {
  line: number;
  source: string;
  question?: AuthoredQuestion;
  error?: string;
  /** The question's name in its source (GIFT `::name::`) and its category (`$CATEGORY:`), shown in the preview. */
  name?: string;
  category?: string;
  /** What would grade differently here than in the source system, and why: the author decides whether to import it. */
  change?: string;
  /** Where the block is when a line number does not say it (a file of a QTI package, and its item). */
  place?: string;
  /** Images the question's text shows, to upload to the course media when it is imported (Moodle XML). */
  images?: PendingImage[];
}

export interface ImportResult {
  blocks: ImportedBlock[];
  /** The questions that import with the grading they have in their source. */
  questions: AuthoredQuestion[];
  /** The blocks whose question would grade differently (each with its `change`). */
  changed: ImportedBlock[];
  errors: number;
}

/** A question checked like the server checks it (its limits and its key), with the server's words. */
export function checked(block: { line: number; text: string }, question: AuthoredQuestion): ImportedBlock {
  if (!question.prompt) return { line: block.line, source: block.text, error: say('noText') };
  const parsed = authoredQuestionSchema.safeParse(question);
  if (parsed.success) return { line: block.line, source: block.text, question };
  const issue = parsed.error.issues[0]!;
  const field = issue.code === 'custom' ? '' : ` (${issue.path.join('.')})`;
  return { line: block.line, source: block.text, error: `${contractIssueWords(issue)}${field}` };
}

/** The blocks as a result: clean questions, questions that would change, and the count of errors. */
export function summarise(blocks: ImportedBlock[]): ImportResult {
  return {
    blocks,
    questions: blocks.flatMap((b) => (b.question && !b.change ? [b.question] : [])),
    changed: blocks.filter((b) => b.question && b.change),
    errors: blocks.filter((b) => b.error).length,
  };
}
