// Moodle's GIFT documentation, construct by construct (issue 50): a fixture of our own
// (tests/support/question-banks/gift-doc.gift) read by the importer, and every weighted question's
// possible answers scored as Moodle scores them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '@contract/question-score';
import { importGift } from '@/features/authoring/quiz/import/gift';

const result = importGift(readFileSync('tests/support/question-banks/gift-doc.gift', 'utf8'));
const byName = (name: string) => {
  const block = result.blocks.find((b) => b.name === name);
  if (!block?.question) throw new Error(`No question named ${name}: ${block?.error ?? 'not read'}`);
  return block.question;
};
const byPrompt = (start: string) => result.blocks.find((b) => b.question?.prompt.startsWith(start))!.question!;
const scores = (name: string, answers: (string | string[])[]) => answers.map((a) => scoreAnswer({ ...byName(name), options: byName(name).options }, a).fraction);

describe('the GIFT documentation fixture', () => {
  it('reads every question; the essay and the description are named with why; one question would change', () => {
    expect(result.questions).toHaveLength(22);
    expect(result.changed.map((b) => b.name)).toEqual(['Penalised single']);
    expect(result.changed[0]!.change).toBe('Moodle takes marks away for choosing “No one”; here a question never scores below 0, so that choice scores 0.');
    expect(result.blocks.filter((b) => b.error).map((b) => [b.line, b.error])).toEqual([
      [69, 'An essay needs a person to grade it, and quizzes here are graded on the device and the server.'],
      [71, 'A description is not a question: it has no answer to grade (put it in the quiz description instead).'],
    ]);
  });

  it('keeps names and categories, and reads every text format and escape', () => {
    expect(result.blocks.find((b) => b.name === 'Grants tomb')).toMatchObject({ category: '$course$/top/History' });
    expect(result.blocks.find((b) => b.name === 'HTML')).toMatchObject({ category: '$course$/top/Formats' });
    expect(byName('Escapes: all of them')).toMatchObject({ options: ['= 2 + 2', '= 2 + 3', '= 2 + 4'], answer: ['= 2 + 3'] });
    expect(byName('GIFT Control Characters')).toMatchObject({ prompt: expect.stringContaining('format?\nPick one.'), options: ['~', '=', '#', '{', '}', ':', '@'], answer: ['@'] });
    expect(byName('HTML')).toMatchObject({ prompt: 'Which word is bold & short?', options: ['this', 'that'] });
    expect(byName('Markdown')).toMatchObject({ prompt: 'What is **2 + 2**?', feedback: 'Count *twice*.' });
    expect(byName('Plain')).toMatchObject({ kind: 'truefalse', prompt: 'Is 1 < 2?', answer: ['True'] });
    expect(byName('Moodle format')).toMatchObject({ feedback: 'Spiders are arachnids.' });
    expect(byPrompt('Moodle costs')).toMatchObject({ prompt: 'Moodle costs _____ to download.', answer: ['nothing'] });
  });

  it('keeps per-answer feedback, general feedback and True/False feedback the way Moodle shows them', () => {
    expect(byName('Grants tomb').optionFeedback?.[2]).toBe('He was buried in France');
    expect(scoreAnswer(byName('Grants tomb'), 'Napoleon').feedback).toEqual(['He was buried in France']);
    const sun = byName('FalseStatement about sun');
    expect(scoreAnswer(sun, 'True')).toEqual({ fraction: 0, correct: false, feedback: ['This is the wrong answer.'] });
    expect(scoreAnswer(sun, 'False')).toEqual({ fraction: 1, correct: true, feedback: ['This is the right answer.'] });
    expect(byPrompt('Match the following')).toMatchObject({ kind: 'matching', items: ['Canada', 'Italy', 'Japan', 'India'], answer: ['Ottawa', 'Rome', 'Tokyo', 'New Delhi'], feedback: "It's good to know the capitals" });
  });

  it('keeps numeric ranges as written and partial numeric answers with their tolerances', () => {
    expect(byPrompt('What is the value of pi')).toMatchObject({ kind: 'numeric', answer: ['3.141..3.142'] });
    expect(byPrompt('When was Ulysses')).toMatchObject({ answer: ['1822'], tolerance: 5 });
    expect(byName('Three, give or take two')).toMatchObject({ answer: ['3', '*'], tolerances: [2, 0], weights: [100, 0], optionFeedback: ['', 'Completely wrong'] });
    expect(byName('Pi with partial credit')).toMatchObject({ answer: ['3.14', '3', '*'], tolerances: [0, 0.5, 0], weights: [100, 50, 0] });
  });
});

describe('every weighted question scores each answer as Moodle does', () => {
  it('single choice: Jerusalem 0, Bethlehem 25%, Galilee 50%, Nazareth 100%', () => {
    expect(scores('Weighted single', ['Jerusalem', 'Bethlehem', 'Galilee', 'Nazareth'])).toEqual([0, 0.25, 0.5, 1]);
  });
  it('multiple response: the sum of the chosen weights, floored at 0 per question', () => {
    const tomb = ['No one', 'Grant', "Grant's wife", "Grant's father"];
    expect(scores('Two in the tomb', [['Grant'], ['Grant', "Grant's wife"], ['Grant', 'No one'], tomb, ['No one'], ["Grant's wife", "Grant's father"]])).toEqual([0.5, 1, 0, 0, 0, 0]);
  });
  it('single choice with a negative weight: floored at 0 here (the change the preview names)', () => {
    expect(scores('Penalised single', ['Grant', 'No one', 'Napoleon'])).toEqual([1, 0, 0]);
  });
  it('short answer: Nazareth 100%, Nazereth 75%, Bethlehem 25%, anything else 0', () => {
    expect(scores('Weighted short answer', ['Nazareth', 'nazereth', 'Bethlehem', 'Galilee'])).toEqual([1, 0.75, 0.25, 0]);
  });
  it('short answer with wildcards: the first match in order, * catching the rest', () => {
    expect(scores('Wildcard', ['cat', 'Catfish', 'dog'])).toEqual([1, 0.5, 0]);
    expect(scoreAnswer(byName('Wildcard'), 'dog').feedback).toEqual(['Think of a pet.']);
    expect(scores('Star', ['*', 'x'])).toEqual([1, 0]);
  });
  it('numeric: full credit within 0, half within 2, and the catch-all feedback for any other number', () => {
    expect(scores("Grant's birth year", ['1822', '1821', '1824', '1825'])).toEqual([1, 0.5, 0.5, 0]);
    expect(scores('Three, give or take two', ['1', '5', '5.5'])).toEqual([1, 1, 0]);
    expect(scores('Pi with partial credit', ['3.14', '3.4', '2.5', '4'])).toEqual([1, 0.5, 0.5, 0]);
    expect(scoreAnswer(byName('Pi with partial credit'), '4').feedback).toEqual(['Completely wrong']);
    expect(scores('Moodle format', ['8', '6'])).toEqual([1, 0]);
    expect(scoreAnswer(byPrompt('What is the value of pi'), '3.1415').fraction).toBe(1);
  });
});
