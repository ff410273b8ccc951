/**
 * One item of Canvas's classic-quiz QTI export (QTI 1.2 with Canvas's `question_type`) as one of our
 * questions, graded as Canvas grades it (issue 50): multiple choice and true/false earn the points for
 * the right answer; multiple answers is Canvas's partial credit (the points split among the right
 * answers, each wrong one chosen taking away a share, never below 0); short answer accepts any of its
 * answers, case and surrounding spaces aside; numerical an exact answer within its margin, or a range.
 * Feedback per answer and the general feedback come along; Canvas's "right"/"wrong" feedback has no
 * place here and is said.
 */
import type { AuthoredQuestion } from '@contract/quiz-authoring';
import { readNumber } from '@contract/question-score';
import { choicesOf, conditionsOf, feedbackOf, matText, metadataOf, type Condition } from './canvas-parts';
import type { ReadQuestion } from './moodle-question';
import { child, type XmlElement } from './qti-xml';
import { say, type ParseKey } from '../../shared/import-words';

type Base = Omit<AuthoredQuestion, 'kind'>;
const scoring = (conditions: Condition[]) => conditions.filter((c) => (c.score ?? 0) > 0);
const round = (n: number) => Math.round(n * 100000) / 100000;

/** Per option (by ident), the text of its `<ident>_fb` feedback. */
const perOption = (ids: string[], feedback: Map<string, string>) => {
  const list = ids.map((id) => feedback.get(`${id}_fb`) ?? '');
  return list.some(Boolean) ? { optionFeedback: list } : {};
};

function choice(item: XmlElement, type: string, base: Base, images: string[]): AuthoredQuestion | string {
  const { ids, options } = choicesOf(item, images);
  if (options.length < 2) return say('canvasFewAnswers');
  if (new Set(options).size !== options.length) return say('canvasSameAnswers');
  const feedback = perOption(ids, feedbackOf(item));
  const conditions = scoring(conditionsOf(item));
  if (type === 'multiple_answers_question') {
    const right = new Set(conditions[0]?.equal ?? []);
    if (!right.size) return say('canvasNoneRight');
    const share = round(100 / right.size);
    return { ...base, kind: 'multiple', options, answer: options.filter((_, i) => right.has(ids[i]!)), weights: ids.map((id) => (right.has(id) ? share : -share)), ...feedback };
  }
  const answer = options[ids.indexOf(conditions[0]?.equal[0] ?? '')];
  if (answer === undefined) return say('canvasNoneRight');
  const trueFalse = type === 'true_false_question' && options.join() === 'True,False';
  return { ...base, kind: trueFalse ? 'truefalse' : 'single', options, answer: [answer], ...feedback };
}

function shortAnswer(item: XmlElement, base: Base): AuthoredQuestion | string {
  const answer = [...new Set(scoring(conditionsOf(item)).flatMap((c) => c.equal))].filter(Boolean);
  if (!answer.length) return say('canvasNoAccepted');
  const feedback = feedbackOf(item);
  // Canvas shows an answer's feedback through a condition on that answer alone.
  const shown = new Map(conditionsOf(item).flatMap((c) => (c.equal.length === 1 ? c.feedback.map((f) => [c.equal[0]!, feedback.get(f) ?? ''] as const) : [])).filter(([, f]) => f && !['general_fb', 'correct_fb', 'general_incorrect_fb'].includes(f)));
  const optionFeedback = answer.map((a) => shown.get(a) ?? '');
  return { ...base, kind: 'text', answer, ...(optionFeedback.some(Boolean) ? { optionFeedback } : {}) };
}

function numerical(item: XmlElement, base: Base): AuthoredQuestion | string {
  const entries = scoring(conditionsOf(item)).map((c) => {
    const [exact, low, high] = [c.equal[0], c.gte, c.lte].map((t) => (t === undefined ? null : readNumber(t)));
    if (exact !== null && exact !== undefined) return { entry: c.equal[0]!.trim(), tolerance: low != null && high != null ? Number(Math.max(exact - low, high - exact).toPrecision(12)) : 0 };
    return low != null && high != null ? { entry: `${c.gte!.trim()}..${c.lte!.trim()}`, tolerance: 0 } : null;
  });
  if (!entries.length || entries.some((e) => e === null)) return say('canvasNotNumber');
  const read = entries as { entry: string; tolerance: number }[];
  if (read.length === 1) return { ...base, kind: 'numeric', answer: [read[0]!.entry], tolerance: read[0]!.tolerance };
  return { ...base, kind: 'numeric', answer: read.map((e) => e.entry), tolerances: read.map((e) => e.tolerance), weights: read.map(() => 100) };
}

const NO_FORM: Record<string, ParseKey> = {
  essay_question: 'essay',
  file_upload_question: 'canvasFileUpload',
  text_only_question: 'canvasTextOnly',
};

/** Canvas item `item` as one of our questions, or why it cannot be one. */
export function readCanvasItem(item: XmlElement): ReadQuestion | string {
  const metadata = metadataOf(item);
  const type = metadata.get('question_type');
  if (!type) return say('canvasNoType');
  if (NO_FORM[type]) return say(NO_FORM[type]);
  const images: string[] = [];
  const feedback = feedbackOf(item);
  const pointsGiven = Number(metadata.get('points_possible') ?? 1);
  const points = Number.isFinite(pointsGiven) ? Math.max(0, Math.round(pointsGiven)) : 1;
  const base: Base = { id: crypto.randomUUID(), prompt: matText(child(item, 'presentation'), images), options: [], items: [], answer: [], tolerance: 0, points, feedback: feedback.get('general_fb') ?? '' };
  let question: AuthoredQuestion | string;
  if (type === 'multiple_choice_question' || type === 'true_false_question' || type === 'multiple_answers_question') question = choice(item, type, base, images);
  else if (type === 'short_answer_question') question = shortAnswer(item, base);
  else if (type === 'numerical_question') question = numerical(item, base);
  else return say('canvasNoForm', { type: type.replace(/_question$/, '').replace(/_/g, ' ') });
  if (typeof question === 'string') return question;
  const changes = [
    feedback.get('correct_fb') || feedback.get('general_incorrect_fb') ? say('canvasFeedback') : '',
    images.length ? say('qtiImagesLeftOut', { images: images.join(', ') }) : '',
    Number.isFinite(pointsGiven) && points !== pointsGiven ? say('worthPoints', { count: points, given: pointsGiven }) : '',
  ].filter(Boolean);
  return { question, ...(item.attrs.title ? { name: item.attrs.title } : {}), ...(changes.length ? { change: changes.join(' ') } : {}) };
}
