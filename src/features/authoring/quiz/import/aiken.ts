/**
 * Moodle Aiken import (issue 18, item 4; issue 50): per block, a question line, options `A.` or `A)` on
 * their own lines (as Moodle reads them, the space after the label may be missing: `A)Incorrect`), and
 * `ANSWER: X`. The first line is always the question, even if it starts like an option. No maintained
 * parser exists for Aiken; the format is this small.
 */
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { blocksOf } from './gift';
import { checked, summarise } from './import-result';
import type { ImportResult, ImportedBlock } from './import-result';
import { say } from '../../shared/import-words';

const OPTION = /^([A-Z])[.)][ \t]*(\S.*)$/;
const ANSWER = /^ANSWER\s*:\s*([A-Z])\s*$/i;

function readBlock(block: { text: string; line: number }): ImportedBlock {
  const lines = block.text.split('\n').map((l) => l.trim());
  const fail = (error: string): ImportedBlock => ({ line: block.line, source: block.text, error });
  const answerAt = lines.findIndex((l) => ANSWER.test(l));
  if (answerAt === -1) return fail(say('aikenNoAnswer'));
  if (answerAt === 0) return fail(say('aikenNoText'));
  const firstOption = lines.findIndex((l, i) => i > 0 && OPTION.test(l));
  if (firstOption === -1 || firstOption > answerAt) return fail(say('aikenNoOptions'));
  const optionLines = lines.slice(firstOption, answerAt);
  const letters: string[] = [];
  const options: string[] = [];
  for (const [offset, line] of optionLines.entries()) {
    const match = OPTION.exec(line);
    if (!match) return fail(say('aikenNotOption', { line: block.line + firstOption + offset, text: line }));
    letters.push(match[1]!);
    options.push(match[2]!.trim());
  }
  const letter = ANSWER.exec(lines[answerAt]!)![1]!.toUpperCase();
  const index = letters.indexOf(letter);
  if (index === -1) return fail(say('aikenAnswerNotOption', { letter, letters: letters.join(', ') }));
  const question: AuthoredQuestion = {
    id: crypto.randomUUID(), prompt: lines.slice(0, firstOption).join(' '), kind: 'single', options, items: [], answer: [options[index]!], tolerance: 0, points: 1, feedback: '',
  };
  return checked(block, question);
}

/** Reads Aiken text: each block's question or its error in words. */
export function importAiken(text: string): ImportResult {
  return summarise(blocksOf(text).map(readBlock));
}
