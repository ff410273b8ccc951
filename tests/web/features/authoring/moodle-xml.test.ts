// Moodle XML import (issue 50): a fixture of our own with one question of each type Moodle's question
// bank exports (tests/support/question-banks/moodle-questions.xml), graded as Moodle grades it; files
// that are not Moodle XML, declare external entities or are too large get a readable error.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scoreAnswer } from '@contract/question-score';
import { importMoodleXml } from '@/features/authoring/quiz/import/moodle-xml';
import { MOODLE_XML_LIMIT } from '@/features/authoring/quiz/import/moodle-xml-read';

const result = importMoodleXml(readFileSync('tests/support/question-banks/moodle-questions.xml', 'utf8'));
const named = (name: string) => result.blocks.find((b) => b.name === name)!;
const question = (name: string) => named(name).question!;
const scores = (name: string, answers: (string | string[])[]) => answers.map((a) => scoreAnswer(question(name), a).fraction);

describe('the Moodle XML fixture', () => {
  it('reads each type with its category and name; names what cannot import and what would change', () => {
    expect(result.questions.map((q) => q.kind)).toEqual(['single', 'single', 'multiple', 'truefalse', 'text', 'numeric', 'matching']);
    expect(result.changed.map((b) => [b.name, b.change])).toEqual([
      ['Case', 'Moodle tells upper and lower case apart in its answers; here they count as the same.'],
    ]);
    expect(result.blocks.filter((b) => b.error).map((b) => [b.line, b.error])).toEqual([
      [85, 'A description is not a question: it has no answer to grade (put it in the quiz description instead).'],
      [89, 'An essay needs a person to grade it, and quizzes here are graded on the device and the server.'],
      [93, 'Moodle\'s “calculated” questions have no form here.'],
    ]);
    expect(named('Pi')).toMatchObject({ category: '$course$/top/Geography', line: 67 });
  });

  it('reads HTML in CDATA and escaped, feedback per answer and general feedback, and the points', () => {
    expect(question('Capital with an image')).toMatchObject({ prompt: 'Which city is shown & named here?', points: 2, feedback: 'Paris is the capital of France.', optionFeedback: ['Right.', 'Lyon is smaller.'] });
    expect(question('Weighted single').prompt).toBe('Jesus Christ was from');
    expect(question('Capitals')).toMatchObject({ items: ['Canada', 'Italy', 'Japan'], options: ['Ottawa', 'Rome', 'Tokyo', 'Sydney'], answer: ['Ottawa', 'Rome', 'Tokyo'], points: 3 });
    expect(scoreAnswer(question('Sun'), 'True')).toEqual({ fraction: 0, correct: false, feedback: ['It rises in the East.'] });
  });

  it('grades every weighted question as Moodle does', () => {
    expect(scores('Weighted single', ['Jerusalem', 'Bethlehem', 'Galilee', 'Nazareth'])).toEqual([0, 0.25, 0.5, 1]);
    expect(scores('Two in the tomb', [['Grant'], ['Grant', "Grant's wife"], ['Grant', 'No one']])).toEqual([0.5, 1, 0]);
    expect(scores('From', ['Nazareth', 'nazereth', 'Bethlehem', 'Rome'])).toEqual([1, 0.75, 0.25, 0]);
    expect(scoreAnswer(question('From'), 'Rome').feedback).toEqual(['No.']);
    expect(scores('Pi', ['3.14', '2.6', '4'])).toEqual([1, 0.5, 0]);
    expect(scores('Capitals', [['Ottawa', 'Rome', 'Tokyo'], ['Ottawa', 'Sydney', 'Tokyo']])).toEqual([1, 2 / 3]);
  });
});

describe('files that are not a question bank', () => {
  const only = (text: string) => importMoodleXml(text).blocks.map((b) => b.error);
  it('refuses external entities without reading them', () => {
    expect(only('<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz><question type="shortanswer"><questiontext><text>&x;</text></questiontext><answer fraction="100"><text>a</text></answer></question></quiz>'))
      .toEqual(['This XML declares external entities; they are never read, so the file is refused.']);
  });
  it('never expands an entity the file declares', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><quiz><question type="shortanswer"><questiontext format="plain_text"><text>&b; says</text></questiontext><answer fraction="100"><text>a</text></answer></question></quiz>`;
    expect(importMoodleXml(laughs).questions[0]!.prompt).toBe('&b; says');
  });
  it('says what is wrong with XML that is broken, not Moodle XML, or too large', () => {
    expect(only('<quiz><question type="truefalse">')[0]).toMatch(/^This is not valid XML: /);
    expect(only('<html><body>Hi</body></html>')).toEqual(['This is XML but not Moodle XML: it has no <quiz> element.']);
    expect(only(' '.repeat(MOODLE_XML_LIMIT + 1))).toEqual(['This file is larger than 20 MB; a question bank is far smaller.']);
  });
});
