/**
 * One question parsed by gift-pegjs as one of ours, graded as Moodle grades it (issue 50): `=` is
 * 100%, `~` 0% unless `%n%` says otherwise; a choice question with an `=` answer is single choice
 * (the chosen option's weight), one without is multiple response (the sum of the chosen weights);
 * short answers and numeric answers each keep their credit and feedback, numeric ranges their bounds.
 * What Moodle would grade differently from us is said in `change`, for the author to decide.
 */
import type { GIFTQuestion, NumericalChoice, NumericalFormat, TextChoice, TextFormat } from 'gift-pegjs';
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { choiceQuestion, textQuestion, type ReadQuestion } from './moodle-question';
import { htmlToText } from './html-text';
import { say } from '../../shared/import-words';

/** Text in its GIFT format as plain text: HTML loses its tags; Moodle, Markdown and plain text are kept as written. */
export const textOf = (text: TextFormat | null | undefined) => (!text ? '' : text.format === 'html' ? htmlToText(text.text) : text.text.trim());

function choice(q: Extract<GIFTQuestion, { type: 'MC' }>, base: Omit<AuthoredQuestion, 'kind'>): ReadQuestion | string {
  const options = q.choices.map((c: TextChoice) => textOf(c.text));
  const weights = q.choices.map((c: TextChoice) => (c.isCorrect ? 100 : (c.weight ?? 0)));
  return choiceQuestion(base, q.choices.some((c: TextChoice) => c.isCorrect), options, weights, q.choices.map((c: TextChoice) => textOf(c.feedback)));
}

function shortAnswer(q: Extract<GIFTQuestion, { type: 'Short' }>, base: Omit<AuthoredQuestion, 'kind'>): ReadQuestion {
  return textQuestion(base, q.choices.map((c: TextChoice) => textOf(c.text)), q.choices.map((c: TextChoice) => c.weight ?? 100), q.choices.map((c: TextChoice) => textOf(c.feedback)));
}

/** A number as its shortest decimal text (gift-pegjs reads numbers as doubles; their shortest text is what was written). */
const decimal = (n: number) => String(n);

function numericEntry(text: NumericalFormat | TextFormat): { entry: string; tolerance: number } | null {
  if ('format' in text) return text.text.trim() === '*' ? { entry: '*', tolerance: 0 } : null;
  if (text.type === 'high-low') return text.numberLow === undefined || text.numberHigh === undefined ? null : { entry: `${decimal(text.numberLow)}..${decimal(text.numberHigh)}`, tolerance: 0 };
  return text.number === undefined ? null : { entry: decimal(text.number), tolerance: Math.abs(text.range ?? 0) };
}

function numeric(q: Extract<GIFTQuestion, { type: 'Numerical' }>, base: Omit<AuthoredQuestion, 'kind'>): ReadQuestion | string {
  const choices: NumericalChoice[] = Array.isArray(q.choices) ? q.choices : [{ isCorrect: true, weight: null, text: q.choices, feedback: null }];
  const entries = choices.map((c) => numericEntry(c.text as NumericalFormat | TextFormat));
  if (entries.some((e) => e === null)) return say('numericNotNumber');
  const read = entries as { entry: string; tolerance: number }[];
  const weights = choices.map((c) => c.weight ?? (c.isCorrect ? 100 : 0));
  const optionFeedback = choices.map((c) => textOf(c.feedback));
  const feedback = optionFeedback.some(Boolean) ? { optionFeedback } : {};
  if (read.length === 1 && weights[0] === 100) return { question: { ...base, kind: 'numeric', answer: [read[0]!.entry], tolerance: read[0]!.tolerance, ...feedback } };
  return { question: { ...base, kind: 'numeric', answer: read.map((e) => e.entry), tolerances: read.map((e) => e.tolerance), weights, ...feedback } };
}

/** `q` as one of our questions, null for a category, or why it cannot be one. */
export function fromGift(q: GIFTQuestion): ReadQuestion | string | null {
  if (q.type === 'Category') return null;
  if (q.type === 'Description') return say('description');
  if (q.type === 'Essay') return say('essay');
  const name = q.title ? { name: q.title } : {};
  const base = { id: crypto.randomUUID(), prompt: textOf(q.stem), options: [] as string[], items: [] as string[], answer: [] as string[], tolerance: 0, points: 1, feedback: textOf(q.globalFeedback) };
  const images = q.stem.format === 'html' && /<img\b/i.test(q.stem.text) ? say('imagesLeftOut') : undefined;
  let read: ReadQuestion | string;
  switch (q.type) {
    case 'TF': {
      // Moodle: {TRUE#a#b}: a is the feedback of the wrong answer, b of the right one.
      const right = q.isTrue ? 'True' : 'False';
      const [wrong, good] = [textOf(q.trueFeedback), textOf(q.falseFeedback)];
      const optionFeedback = ['True', 'False'].map((o) => (o === right ? good : wrong));
      read = { question: { ...base, kind: 'truefalse', options: ['True', 'False'], answer: [right], ...(wrong || good ? { optionFeedback } : {}) } };
      break;
    }
    case 'MC':
      read = choice(q, base);
      break;
    case 'Short':
      read = shortAnswer(q, base);
      break;
    case 'Numerical':
      read = numeric(q, base);
      break;
    case 'Matching': {
      const items = q.matchPairs.map((p) => textOf(p.subquestion));
      const answer = q.matchPairs.map((p) => p.subanswer.trim());
      read = { question: { ...base, kind: 'matching', items, options: [...new Set(answer)], answer } };
      break;
    }
  }
  if (typeof read === 'string') return read;
  const change = [read.change, images].filter(Boolean).join(' ');
  return { ...read, ...name, ...(change ? { change } : {}) };
}
