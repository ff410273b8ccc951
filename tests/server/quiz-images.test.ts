/**
 * Question images on the server (issue 50): images published with a question are kept in the version
 * and the live row, reach the learner's pulled question row, and go when a later version drops them;
 * an image that is not a file of the course media (another site, a `data:` URI), too many images or
 * an alternative text too long are refused with a 400, never stored.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quizVersionSchema, type QuizContent } from '../../contract/quiz-authoring';
import { quizQuestionRowSchema } from '../../contract/quizzes';
import { pull } from './support/sync';
import { serverSuite } from './support/suite';
import { authHeaders } from './support/test-server';

const ADMIN = 'admin@demo.test';
const LEARNER = 'learner@demo.test';
const suite = serverSuite([ADMIN, LEARNER]);

const MAP = { src: '/media/uploads/0a1b2c3d-0000-4000-8000-000000000001.png', alt: 'A map of France' };
const FLAG = { src: '/media/uploads/0a1b2c3d-0000-4000-8000-000000000002.jpg', alt: 'A red flag' };
const question = (id: string, images?: unknown) => ({
  id, prompt: 'Which city is shown?', kind: 'single' as const, options: ['Paris', 'Lyon'], items: [], answer: ['Paris'], tolerance: 0, points: 1, feedback: '',
  ...(images === undefined ? {} : { images }),
});

function content(questions: unknown[]): QuizContent {
  return {
    name: 'Pictured quiz', code: 'PQ', description: '', courseId: 'c5-spreadsheets', passMark: 50, timeLimitMinutes: null, dueAt: null,
    attemptsAllowed: null, shuffleQuestions: false, shuffleOptions: false, questions: questions as QuizContent['questions'],
  };
}

async function publish(quizId: string, body: QuizContent, baseVersion: number | null = null) {
  const res = await suite.server.app.request(`/api/admin/quizzes/${quizId}/publish`, {
    method: 'POST', headers: authHeaders(suite.token(ADMIN), '5'), body: JSON.stringify({ baseVersion, content: body }),
  });
  return { status: res.status, text: await res.text() };
}

async function learnerRow(questionId: string) {
  const pulled = await pull(suite.server, suite.token(LEARNER), randomUUID());
  const row = pulled.changes.quizQuestions?.put.find((r) => r.id === questionId);
  return row && quizQuestionRowSchema.parse(row);
}

describe('question images', () => {
  it('are kept by publish, in the version and in the learner\'s question row, and go with a version without them', async () => {
    const [quizId, qId] = [randomUUID(), randomUUID()];
    expect((await publish(quizId, content([question(qId, [MAP, FLAG])]))).status).toBe(200);
    const res = await suite.server.app.request(`/api/admin/quizzes/${quizId}`, { headers: authHeaders(suite.token(ADMIN), '5') });
    expect(res.status).toBe(200);
    expect(quizVersionSchema.parse(await res.json()).content.questions[0]!.images).toEqual([MAP, FLAG]);
    expect((await learnerRow(qId))?.images).toEqual([MAP, FLAG]);
    expect((await publish(quizId, content([question(qId)]), 1)).status).toBe(200);
    expect((await learnerRow(qId))?.images).toEqual([]);
  });

  it('refuse an image from anywhere but the course media, too many images and a long alternative text with a 400', async () => {
    const cases: [string, unknown][] = [
      ['another site', [{ src: 'https://example.com/a.png', alt: 'elsewhere' }]],
      ['a data URI', [{ src: 'data:image/png;base64,iVBORw0KGgo=', alt: 'inline' }]],
      ['a path out of the uploads', [{ src: '/media/uploads/../secret.png', alt: 'escape' }]],
      ['not an image type', [{ src: '/media/uploads/0a1b2c3d-0000-4000-8000-000000000003.svg', alt: 'svg' }]],
      ['a bare string', [MAP.src]],
      ['no alternative text field', [{ src: MAP.src }]],
      ['an extra field', [{ ...MAP, onerror: 'x' }]],
      ['alternative text too long', [{ src: MAP.src, alt: 'a'.repeat(501) }]],
      ['eleven images', Array.from({ length: 11 }, () => MAP)],
    ];
    for (const [label, images] of cases) {
      const answer = await publish(randomUUID(), content([question(randomUUID(), images)]));
      expect(answer.status, label).toBe(400);
    }
  });
});
