/**
 * A quiz as GIFT (issue 18, item 4; issue 50), written so that Moodle and our own import read back the
 * same grading: weights as `%n%`, per-answer feedback as `#`, general feedback as `####`, numeric
 * tolerances and ranges, True/False feedback. What GIFT cannot hold is left out and named.
 */
import type { AuthoredQuestion, QuizContent } from '@contract/quiz-authoring';
import { say } from '../../shared/import-words';

const escape = (text: string) => text.replace(/([~=#{}:\\])/g, '\\$1').replace(/\n/g, '\\n');
/** `[plain]` where the text could read as HTML: Moodle's default format would render it. */
const formatOf = (text: string) => (/[<&]/.test(text) ? '[plain]' : '');
const fb = (q: AuthoredQuestion, i: number) => (q.optionFeedback?.[i] ? ` #${escape(q.optionFeedback[i])}` : '');
const weightOf = (w: number) => (w === 100 ? '=' : w === 0 ? '~' : `~%${w}%`);
const creditOf = (w: number) => (w === 100 ? '=' : `=%${w}%`);

/** The answer part of `q` (inside the braces), or why GIFT cannot hold it. */
function body(q: AuthoredQuestion): string | { skip: string } {
  const w = q.weights;
  switch (q.kind) {
    case 'truefalse': {
      if (w && w.some((x, i) => x !== (q.answer.includes(q.options[i]!) ? 100 : 0))) return { skip: say('giftTrueFalsePartial') };
      const right = q.options.indexOf(q.answer[0]!);
      const [wrong, good] = [q.optionFeedback?.[1 - right] ?? '', q.optionFeedback?.[right] ?? ''];
      return `${q.answer[0] === 'True' ? 'T' : 'F'}${wrong || good ? `#${escape(wrong)}#${escape(good)}` : ''}`;
    }
    case 'single':
      // GIFT's choice question is single choice only when some option has an `=` (full credit).
      if (w && !w.includes(100)) return { skip: say('giftNoFullCredit') };
      return q.options.map((o, i) => `${w ? weightOf(w[i]!) : q.answer.includes(o) ? '=' : '~'}${escape(o)}${fb(q, i)}`).join(' ');
    case 'multiple': {
      const share = Math.round((100 / Math.max(1, q.answer.length)) * 100000) / 100000;
      const weights = w ?? q.options.map((o) => (q.answer.includes(o) ? share : -100));
      if (weights.includes(100)) return { skip: say('giftFullCreditSingle') };
      return q.options.map((o, i) => `~%${weights[i]}%${escape(o)}${fb(q, i)}`).join(' ');
    }
    case 'text':
      // Without the wildcard a star is a star: Moodle reads \* as one.
      return q.answer.map((a, i) => `${w ? creditOf(w[i]!) : '='}${q.wildcard ? escape(a) : escape(a).replace(/\*/g, '\\*')}${fb(q, i)}`).join(' ');
    case 'numeric': {
      const entry = (a: string, i: number) => `${a.trim()}${a.includes('..') ? '' : `:${q.tolerances?.[i] ?? q.tolerance}`}`;
      if (!w) return `#${fb(q, 0) ? '=' : ''}${entry(q.answer[0] ?? '0', 0)}${fb(q, 0)}`;
      const anyAt = q.answer.findIndex((a) => a.trim() === '*');
      if (anyAt !== -1 && (anyAt !== q.answer.length - 1 || w[anyAt] !== 0)) return { skip: say('giftAnyNumberLast') };
      return `#${q.answer.map((a, i) => (i === anyAt ? `~${fb(q, i).trim() || '#'}` : `${creditOf(w[i]!)}${entry(a, i)}${fb(q, i)}`)).join(' ')}`;
    }
    case 'matching':
      return q.items.map((item, i) => `=${escape(item)} -> ${escape(q.answer[i] ?? '')}`).join(' ');
    case 'ordering':
      return { skip: say('giftNoOrdering') };
  }
}

/** One question of the export, 1-based, and what about it. */
export interface ExportNote {
  question: number;
  reason: string;
}

/**
 * A quiz as GIFT text; the questions GIFT cannot hold are listed in `skipped` with the reason, those
 * it holds with another grading in `changed` (an all-or-nothing multiple response: GIFT's is partial credit),
 * and the questions (1-based) whose images it leaves out in `withoutImages` (GIFT is text).
 */
export function exportGift(content: QuizContent): { text: string; skipped: ExportNote[]; changed: ExportNote[]; withoutImages: number[] } {
  const skipped: ExportNote[] = [];
  const changed: ExportNote[] = content.questions.flatMap((q, i) =>
    q.kind === 'multiple' && !q.weights ? [{ question: i + 1, reason: say('giftAllOrNothing') }] : [],
  );
  const parts = content.questions.flatMap((q, index) => {
    const answers = body(q);
    if (typeof answers !== 'string') {
      skipped.push({ question: index + 1, reason: answers.skip });
      return [];
    }
    const general = q.feedback ? ` ####${escape(q.feedback)}` : '';
    return [`::Q${index + 1}:: ${formatOf(q.prompt)}${escape(q.prompt)} {${answers}${general}}`];
  });
  const withoutImages = content.questions.flatMap((q, i) => (q.images?.length ? [i + 1] : []));
  return { text: `// ${content.name.replace(/\n/g, ' ')}\n\n${parts.join('\n\n')}\n`, skipped, changed, withoutImages };
}
