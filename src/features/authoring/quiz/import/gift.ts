/**
 * Moodle GIFT import and export (issue 18, item 4). Import parses each question (blocks between blank
 * lines) with gift-pegjs on its own, so one bad question is reported in words while the others
 * still import. Export writes every kind GIFT can hold (ordering has no GIFT form and is listed as skipped).
 */
import { parse, type GIFTQuestion, type NumericalFormat, type TextFormat } from 'gift-pegjs';
import { questionProblem, type AuthoredQuestion, type QuizContent } from '@contract/quiz-authoring';
import type { ImportResult, ImportedBlock } from './import-result';

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

const plain = (text: TextFormat | null | undefined) => (text ? text.text.replace(/<[^>]+>/g, '').trim() : '');

function numericKey(format: NumericalFormat): { answer: string; tolerance: number } | null {
  if (format.type === 'high-low' && format.numberHigh !== undefined && format.numberLow !== undefined) {
    return { answer: String((format.numberHigh + format.numberLow) / 2), tolerance: Math.abs(format.numberHigh - format.numberLow) / 2 };
  }
  if (format.number === undefined) return null;
  return { answer: String(format.number), tolerance: Math.abs(format.range ?? 0) };
}

/** One parsed GIFT question as an authored question, or why it cannot be one. */
function fromGift(q: GIFTQuestion): AuthoredQuestion | string | null {
  if (q.type === 'Category') return null;
  if (q.type === 'Description') return 'A description is not a question.';
  if (q.type === 'Essay') return 'Essay questions are not supported: they need a person to grade them.';
  const base = { id: crypto.randomUUID(), prompt: plain(q.stem), options: [] as string[], items: [] as string[], answer: [] as string[], tolerance: 0, points: 1, feedback: plain(q.globalFeedback) };
  switch (q.type) {
    case 'TF':
      return { ...base, kind: 'truefalse', options: ['True', 'False'], answer: [q.isTrue ? 'True' : 'False'] };
    case 'MC': {
      const options = q.choices.map((c) => plain(c.text));
      const right = q.choices.filter((c) => c.isCorrect || (c.weight ?? 0) > 0).map((c) => plain(c.text));
      return { ...base, kind: right.length > 1 ? 'multiple' : 'single', options, answer: right };
    }
    case 'Short':
      return { ...base, kind: 'text', answer: q.choices.map((c) => plain(c.text)) };
    case 'Numerical': {
      const format = Array.isArray(q.choices) ? q.choices.find((c) => c.isCorrect || (c.weight ?? 0) >= 100)?.text : q.choices;
      const key = format ? numericKey(format) : null;
      return key ? { ...base, kind: 'numeric', answer: [key.answer], tolerance: key.tolerance } : 'The numeric question has no right answer.';
    }
    case 'Matching': {
      const items = q.matchPairs.map((p) => plain(p.subquestion));
      const answer = q.matchPairs.map((p) => p.subanswer.trim());
      return { ...base, kind: 'matching', items, options: [...new Set(answer)], answer };
    }
  }
}

/** Reads GIFT text: each block's question or its error in words. */
export function importGift(text: string): ImportResult {
  const blocks: ImportedBlock[] = [];
  for (const block of blocksOf(text)) {
    try {
      for (const parsed of parse(`${block.text}\n`)) {
        const question = fromGift(parsed);
        if (question === null) continue;
        if (typeof question === 'string') blocks.push({ line: block.line, source: block.text, error: question });
        else blocks.push(checked(block, question));
      }
    } catch (error) {
      const detail = error instanceof Error && 'location' in error ? describeSyntaxError(error, block.line) : 'it could not be read';
      blocks.push({ line: block.line, source: block.text, error: `This is not valid GIFT: ${detail}.` });
    }
  }
  return summarise(blocks);
}

function describeSyntaxError(error: Error, firstLine: number): string {
  const { location, found } = error as Error & { location?: { start: { line: number; column: number } }; found?: string | null };
  const where = location ? `line ${firstLine + location.start.line - 1}, column ${location.start.column}` : 'somewhere';
  return found ? `unexpected “${found}” at ${where}` : `the question ends too early (${where}); is a closing } missing?`;
}

/** A question checked like the server checks it. */
export function checked(block: { line: number; text: string }, question: AuthoredQuestion): ImportedBlock {
  if (!question.prompt) return { line: block.line, source: block.text, error: 'The question has no text.' };
  const problem = questionProblem(question);
  return problem ? { line: block.line, source: block.text, error: problem } : { line: block.line, source: block.text, question };
}

export function summarise(blocks: ImportedBlock[]): ImportResult {
  return { blocks, questions: blocks.flatMap((b) => (b.question ? [b.question] : [])), errors: blocks.filter((b) => b.error).length };
}

const escape = (text: string) => text.replace(/([~=#{}:\\])/g, '\\$1').replace(/\n/g, '\\n');

/** A quiz as GIFT text; ordering questions have no GIFT form and are listed in `skipped`. */
export function exportGift(content: QuizContent): { text: string; skipped: number[] } {
  const skipped: number[] = [];
  const parts = content.questions.flatMap((q, index) => {
    const head = `::Q${index + 1}:: ${escape(q.prompt)} `;
    const feedback = q.feedback ? ` ####${escape(q.feedback)}` : '';
    let body: string;
    switch (q.kind) {
      case 'truefalse':
        body = q.answer[0] === 'True' ? 'T' : 'F';
        break;
      case 'single':
        body = q.options.map((o) => `${q.answer.includes(o) ? '=' : '~'}${escape(o)}`).join(' ');
        break;
      case 'multiple': {
        const share = Math.round((100 / Math.max(1, q.answer.length)) * 100000) / 100000;
        body = q.options.map((o) => `~%${q.answer.includes(o) ? share : -100}%${escape(o)}`).join(' ');
        break;
      }
      case 'text':
        body = q.answer.map((a) => `=${escape(a)}`).join(' ');
        break;
      case 'numeric':
        body = `#${q.answer[0] ?? '0'}${q.tolerance ? `:${q.tolerance}` : ''}`;
        break;
      case 'matching':
        body = q.items.map((item, i) => `=${escape(item)} -> ${escape(q.answer[i] ?? '')}`).join(' ');
        break;
      case 'ordering':
        skipped.push(index + 1);
        return [];
    }
    return [`${head}{${body}${feedback}}`];
  });
  return { text: `// ${content.name}\n\n${parts.join('\n\n')}\n`, skipped };
}
