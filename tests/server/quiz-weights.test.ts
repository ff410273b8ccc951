/**
 * Partial credit on the server (issue 50): a weighted question published, answered and pulled back
 * graded with its share of the points and the feedback of the chosen option; weights, tolerances and
 * per-option lists out of bounds are refused with a 400, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { QuizContent } from '../../contract/quiz-authoring';
import { quizResultRowSchema } from '../../contract/quizzes';
import { pull, push } from './support/sync';
import { serverSuite } from './support/suite';
import { authHeaders } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'learner@demo.test']);
const LEARNER = 'learner@demo.test';

const towns = ['Jerusalem', 'Bethlehem', 'Galilee', 'Nazareth'];
const weighted = (id: string) => ({
  id, prompt: 'Jesus Christ was from _____.', kind: 'single' as const, options: towns, items: [], answer: ['Nazareth'], tolerance: 0, points: 2,
  feedback: 'He grew up in Nazareth.', weights: [0, 25, 50, 100], optionFeedback: ['', '', 'Galilee is the region.', 'Right.'],
});
const numeric = (id: string) => ({
  id, prompt: 'Pi to three decimals?', kind: 'numeric' as const, options: [], items: [], answer: ['3.141..3.142', '3'], tolerance: 0, points: 1,
  feedback: '', weights: [100, 50], optionFeedback: ['', 'Close.'], tolerances: [0, 0.5],
});

function content(questions: QuizContent['questions']): QuizContent {
  return {
    name: 'Weighted quiz', code: 'WQ', description: '', courseId: 'c5-spreadsheets', passMark: 50, timeLimitMinutes: null, dueAt: null,
    attemptsAllowed: null, shuffleQuestions: false, shuffleOptions: false, questions,
  };
}

async function publish(quizId: string, body: unknown) {
  const res = await suite.server.app.request(`/api/admin/quizzes/${quizId}/publish`, {
    method: 'POST', headers: authHeaders(suite.token('admin@demo.test'), '5'), body: JSON.stringify({ baseVersion: null, content: body }),
  });
  return { status: res.status, text: await res.text() };
}

describe('weighted questions', () => {
  it('grade with partial credit and send the chosen option feedback with the graded attempt', async () => {
    const quizId = randomUUID();
    const [choice, number] = [randomUUID(), randomUUID()];
    expect((await publish(quizId, content([weighted(choice), numeric(number)]))).status).toBe(200);
    const attemptId = randomUUID();
    const at = new Date().toISOString();
    const answers = [{ qstnId: choice, answer: 'Galilee' }, { qstnId: number, answer: '3.3' }];
    const pushed = await push(suite.server, suite.token(LEARNER), randomUUID(), [{ id: 1, name: 'quiz.submit', args: { attemptId, quizId, answers, startedAt: at, submittedAt: at } }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
    const pulled = await pull(suite.server, suite.token(LEARNER), randomUUID());
    const result = quizResultRowSchema.parse(pulled.changes.quizResults?.put.find((row) => row.id === attemptId));
    // Galilee: 50% of 2 points; 3.3 is within 3 ± 0.5: 50% of 1 point.
    expect({ score: result.score, total: result.total, percent: result.percent, passed: result.passed }).toEqual({ score: 1.5, total: 3, percent: 50, passed: true });
    expect(result.answers[0]).toMatchObject({ correct: false, earned: 1, correctAnswer: ['Nazareth'], answerFeedback: ['Galilee is the region.'], feedback: 'He grew up in Nazareth.' });
    expect(result.answers[1]).toMatchObject({ correct: false, earned: 0.5, correctAnswer: ['3.141..3.142'], answerFeedback: ['Close.'] });
  });

  it('refuses weights, tolerances and per-option lists out of bounds with a 400', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['weight above 100', { weights: [0, 25, 50, 150] }],
      ['weight below -100', { weights: [-101, 25, 50, 100] }],
      ['weight not a number', { weights: [0, 25, 'x', 100] }],
      ['too few weights', { weights: [0, 100] }],
      ['no positive weight', { weights: [0, 0, -50, 0] }],
      ['feedback per option missing', { optionFeedback: ['only one'] }],
    ];
    for (const [label, over] of cases) {
      const answer = await publish(randomUUID(), content([{ ...weighted(randomUUID()), ...over }]));
      expect(answer.status, label).toBe(400);
    }
    const tolerances: unknown[] = [[-1, 0], [1e10, 0], ['1e400', 0], [0]];
    for (const bad of tolerances) expect((await publish(randomUUID(), content([{ ...numeric(randomUUID()), tolerances: bad } as never]))).status).toBe(400);
    // JSON cannot carry Infinity; a number too large for a double arrives as Infinity from the parser.
    const huge = JSON.stringify(content([numeric(randomUUID())])).replace('"tolerances":[0,0.5]', '"tolerances":[1e400,0.5]');
    const res = await suite.server.app.request(`/api/admin/quizzes/${randomUUID()}/publish`, {
      method: 'POST', headers: authHeaders(suite.token('admin@demo.test'), '5'), body: `{"baseVersion":null,"content":${huge}}`,
    });
    expect(res.status).toBe(400);
  });
});
