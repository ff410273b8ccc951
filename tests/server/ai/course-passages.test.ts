/** Retrieval's text handling: keywords, and how the retrieval tutor phrases its answer. */
import { expect, it } from 'vitest';
import { keywords } from '../../../server/ai/course-passages';
import { RETRIEVAL_INTRO, retrievalAnswer } from '../../../server/ai/retrieval-provider';

it('keeps the meaningful words, lower-cased, with $ references and without plurals', () => {
  expect([...keywords('What are Absolute references like $A$1 and the cells?')].sort()).toEqual(['$a$1', 'absolute', 'cell', 'like', 'reference']);
});

it('says plainly it quotes course material and names the lesson or deck of each passage', () => {
  const answer = retrievalAnswer({
    question: 'q',
    passages: [
      { kind: 'lesson', source: 'Loops', courseTitle: 'Python', text: 'range(3) yields 0, 1 and 2.' },
      { kind: 'flashcards', source: 'Spreadsheet functions', courseTitle: 'Spreadsheet Essentials', text: 'SUM — adds numbers' },
    ],
  }).join('');
  expect(answer.startsWith(RETRIEVAL_INTRO)).toBe(true);
  expect(answer).toContain('From the lesson “Loops” (Python):\nrange(3) yields 0, 1 and 2.');
  expect(answer).toContain('From the flashcards “Spreadsheet functions” (Spreadsheet Essentials):\nSUM — adds numbers');
  expect(retrievalAnswer({ question: 'q', passages: [] }).join('')).toContain('I found nothing in your courses about that.');
});
