/**
 * Moodle XML import (issue 50), the format Moodle's question bank exports by default: multichoice
 * (single and multiple), truefalse, shortanswer, numerical, matching, description and categories, with
 * Moodle's grading (moodle-question.ts). The images its text shows, embedded as base64 `<file>`s,
 * come along (moodle-images.ts: uploaded to the course media on import); any other file (in answers or
 * feedback, or not an image) is listed as a change, never left out silently.
 */
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { checked, summarise, type ImportResult, type ImportedBlock } from './import-result';
import { questionImages, type PendingImage } from './moodle-images';
import { choiceQuestion, textQuestion, type ReadQuestion } from './moodle-question';
import { childText, embeddedFiles, formattedText, rawText, readQuizXml, type XmlNode } from './moodle-xml-read';
import { say } from '../../shared/import-words';

type Base = Omit<AuthoredQuestion, 'kind'>;
const answers = (q: XmlNode) => (q.answer as XmlNode[] | undefined) ?? [];
const fraction = (a: XmlNode) => Number(a['@_fraction'] ?? 0);
const feedbackOf = (a: XmlNode) => formattedText(a.feedback);

function trueFalse(q: XmlNode, base: Base): ReadQuestion | string {
  const byValue = new Map(answers(q).map((a) => [rawText(a.text).trim().toLowerCase(), a]));
  const [yes, no] = [byValue.get('true'), byValue.get('false')];
  if (!yes || !no) return say('trueFalse');
  const right = fraction(yes) >= fraction(no) ? 'True' : 'False';
  const optionFeedback = [feedbackOf(yes), feedbackOf(no)];
  return { question: { ...base, kind: 'truefalse', options: ['True', 'False'], answer: [right], ...(optionFeedback.some(Boolean) ? { optionFeedback } : {}) } };
}

function numerical(q: XmlNode, base: Base): ReadQuestion | string {
  const list = answers(q);
  const entries = list.map((a) => rawText(a.text).trim());
  if (!entries.length) return say('numericNoAnswer');
  const tolerances = list.map((a) => Math.abs(Number(childText(a, 'tolerance') || 0)));
  if (tolerances.some((t) => !Number.isFinite(t))) return say('toleranceNotNumber');
  const weights = list.map(fraction);
  const optionFeedback = list.map(feedbackOf);
  const feedback = optionFeedback.some(Boolean) ? { optionFeedback } : {};
  const units = q.units ? say('unitsLeftOut') : undefined;
  const question: AuthoredQuestion = entries.length === 1 && weights[0] === 100
    ? { ...base, kind: 'numeric', answer: entries, tolerance: tolerances[0]!, ...feedback }
    : { ...base, kind: 'numeric', answer: entries, tolerances, weights, ...feedback };
  return { question, ...(units ? { change: units } : {}) };
}

function matching(q: XmlNode, base: Base): ReadQuestion {
  const pairs = ((q.subquestion as XmlNode[] | undefined) ?? []).map((s) => ({ item: formattedText(s), option: rawText((s.answer as XmlNode[] | undefined)?.[0]?.text).trim() }));
  // A pair without an item is a distractor: one more option to choose from.
  const real = pairs.filter((p) => p.item);
  return { question: { ...base, kind: 'matching', items: real.map((p) => p.item), options: [...new Set(pairs.map((p) => p.option))], answer: real.map((p) => p.option) } };
}

function shortAnswer(q: XmlNode, base: Base): ReadQuestion {
  const list = answers(q);
  const read = textQuestion(base, list.map((a) => rawText(a.text).trim()), list.map(fraction), list.map(feedbackOf));
  return childText(q, 'usecase') === '1' ? { ...read, change: say('caseInsensitive') } : read;
}

/** One `<question>` as one of ours (with the images its text shows), null for a category, or why it cannot be one. */
function fromXml(q: XmlNode, type: string): (ReadQuestion & { images?: PendingImage[] }) | string | null {
  if (type === 'category') return null;
  if (type === 'description') return say('description');
  if (type === 'essay') return say('essay');
  const points = Number(childText(q, 'defaultgrade') || 1);
  const base: Base = { id: crypto.randomUUID(), prompt: formattedText(q.questiontext), options: [], items: [], answer: [], tolerance: 0, points: Math.round(points), feedback: formattedText(q.generalfeedback) };
  let read: ReadQuestion | string;
  if (type === 'multichoice') {
    const list = answers(q);
    read = choiceQuestion(base, ['true', '1'].includes(childText(q, 'single').toLowerCase()), list.map((a) => formattedText(a)), list.map(fraction), list.map(feedbackOf));
  } else if (type === 'truefalse') read = trueFalse(q, base);
  else if (type === 'shortanswer') read = shortAnswer(q, base);
  else if (type === 'numerical') read = numerical(q, base);
  else if (type === 'matching') read = matching(q, base);
  else return say('noForm', { type });
  if (typeof read === 'string') return read;
  const { images, left } = questionImages(q.questiontext);
  const others = [q.generalfeedback, ...answers(q).flatMap((a) => [a, a.feedback])].flatMap(embeddedFiles);
  const changes = [
    read.change,
    left.length ? say(left.length === 1 ? 'fileLeftOut' : 'filesLeftOut', { files: left.join(', ') }) : '',
    others.length ? say('otherFiles', { files: others.join(', ') }) : '',
    points === Math.round(points) ? '' : say('wholePoints', { points: String(Math.round(points)), given: String(points) })];
  const name = childText((q.name as XmlNode | undefined) ?? {}, 'text');
  const change = changes.filter(Boolean).join(' ');
  return { ...read, ...(name ? { name } : {}), ...(change ? { change } : {}), ...(images.length ? { images } : {}) };
}

/** The line of each `<question` in `text`, in order (for the preview's "Line n"). */
function questionLines(text: string): number[] {
  const lines: number[] = [];
  for (const match of text.matchAll(/<question\b/g)) lines.push(text.slice(0, match.index).split('\n').length);
  return lines;
}

/** Reads Moodle XML: each question's result, or (for a file that is not Moodle XML) one error block saying why. */
export function importMoodleXml(text: string): ImportResult {
  let questions: XmlNode[];
  try {
    questions = readQuizXml(text);
  } catch (error) {
    return summarise([{ line: 1, source: '', error: error instanceof Error ? error.message : say('fileUnreadable') }]);
  }
  const lines = questionLines(text);
  const blocks: ImportedBlock[] = [];
  let category: string | undefined;
  questions.forEach((q, index) => {
    const type = String(q['@_type'] ?? '');
    const block = { line: lines[index] ?? 1, text: '' };
    if (type === 'category') category = childText((q.category as XmlNode | undefined) ?? {}, 'text') || undefined;
    const read = fromXml(q, type);
    if (read === null) return;
    const where = category ? { category } : {};
    if (typeof read === 'string') blocks.push({ line: block.line, source: '', error: read, ...where });
    else blocks.push({ ...checked(block, read.question), ...where, ...(read.name ? { name: read.name } : {}), ...(read.change ? { change: read.change } : {}), ...(read.images ? { images: read.images } : {}) });
  });
  return summarise(blocks);
}
