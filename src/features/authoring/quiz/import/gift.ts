/**
 * Moodle GIFT import (issue 18, item 4; issue 50): each question (blocks between blank lines) is
 * parsed with gift-pegjs on its own, so one bad question is reported in words while the others still
 * import; `$CATEGORY:` lines name the category of the questions after them. How a parsed question
 * becomes ours (weights, feedback, ranges) is gift-question.ts; export is gift-export.ts.
 */
import { parse } from 'gift-pegjs';
import { fromGift } from './gift-question';
import { checked, summarise, type ImportResult, type ImportedBlock } from './import-result';
import { say } from '../../shared/import-words';

/** Splits a GIFT or Aiken text into question blocks (separated by blank lines), with their first line numbers. */
export function blocksOf(text: string): { text: string; line: number }[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: { text: string; line: number }[] = [];
  let current: string[] = [];
  let start = 1;
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      if (current.length) blocks.push({ text: current.join('\n'), line: start });
      current = [];
      return;
    }
    if (!current.length) start = index + 1;
    current.push(line);
  });
  if (current.length) blocks.push({ text: current.join('\n'), line: start });
  // Comment-only blocks are not questions.
  return blocks.filter((block) => block.text.split('\n').some((line) => !line.trim().startsWith('//')));
}

/**
 * Moodle reads `{#3:2 ~#Completely wrong}` (a first numeric answer without `=`, then the feedback of
 * every other number); gift-pegjs wants the `=`, so it is written in.
 */
const withNumericEquals = (text: string) => text.replace(/\{#(\s*)(?![\s=])([^{}~=]*?)(\s*~)/g, '{#$1=$2$3');

function describeSyntaxError(error: Error, firstLine: number): string {
  const { location, found } = error as Error & { location?: { start: { line: number; column: number } }; found?: string | null };
  const where = location ? say('giftWhere', { line: firstLine + location.start.line - 1, column: location.start.column }) : say('giftSomewhere');
  return found ? say('giftUnexpected', { found, where }) : say('giftEndsEarly', { where });
}

/** Reads GIFT text: each block's question (with what would change, if anything) or its error in words. */
export function importGift(text: string): ImportResult {
  const blocks: ImportedBlock[] = [];
  let category: string | undefined;
  for (const block of blocksOf(text)) {
    try {
      for (const parsed of parse(`${withNumericEquals(block.text)}\n`)) {
        if (parsed.type === 'Category') category = parsed.title.trim() || undefined;
        const read = fromGift(parsed);
        if (read === null) continue;
        const where = { ...(category ? { category } : {}), ...(typeof read !== 'string' && read.name ? { name: read.name } : {}) };
        if (typeof read === 'string') blocks.push({ line: block.line, source: block.text, error: read, ...where });
        else blocks.push({ ...checked(block, read.question), ...where, ...(read.change ? { change: read.change } : {}) });
      }
    } catch (error) {
      const detail = error instanceof Error && 'location' in error ? describeSyntaxError(error, block.line) : say('unreadableDetail');
      blocks.push({ line: block.line, source: block.text, error: say('notGift', { detail }) });
    }
  }
  return summarise(blocks);
}
