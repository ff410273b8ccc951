/**
 * Course progress as the player writes it (issue 6): the merge holds across two devices of one
 * learner (per-section maximum, a completed section stays completed), a replayed push is not
 * applied twice, and a learner cannot write progress into a course they may not open.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressArgs, pull, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;
const phone = randomUUID();
const laptop = randomUUID();

beforeAll(async () => {
  server = await createTestServer();
  token = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

const lessonId = 'c5-finance-m2-l1';
const finance = (over: Parameters<typeof progressArgs>[0]) => progressArgs({ courseId: 'c5-finance', lessonId, ...over });

async function row(section: number, lesson = lessonId) {
  const answer = await pull(server, token, randomUUID());
  return answer.changes.progress?.put.find((r) => r.id === `${lesson}:${section}`);
}

describe('progress from two devices of one learner', () => {
  it('a completed section stays completed and its progress never drops, whatever arrives later', async () => {
    const first = await push(server, token, phone, [{ id: 1, name: 'progress.set', args: finance({ progress: 100, completed: true, position: 6, at: '2026-11-22T08:00:00Z' }) }]);
    expect(first.body.results[0]).toMatchObject({ status: 'applied' });
    // The laptop was offline with an older, lower view of the same section; it syncs afterwards.
    await push(server, token, laptop, [{ id: 1, name: 'progress.set', args: finance({ progress: 35, completed: false, position: 2, at: '2026-11-22T09:00:00Z' }) }]);
    expect(await row(0)).toMatchObject({ progress: 100, completed: true, position: 2 });
  });

  it('each section keeps its own maximum', async () => {
    const text = 'c5-finance-m1-l1'; // two sections
    await push(server, token, laptop, [
      { id: 2, name: 'progress.set', args: finance({ lessonId: text, section: 1, progress: 70 }) },
      { id: 3, name: 'progress.set', args: finance({ lessonId: text, section: 1, progress: 40 }) },
      { id: 4, name: 'progress.set', args: finance({ lessonId: text, section: 0, progress: 20 }) },
    ]);
    expect(await row(1, text)).toMatchObject({ progress: 70, completed: false });
    expect(await row(0, text)).toMatchObject({ progress: 20, completed: false });
    expect(await row(0)).toMatchObject({ progress: 100, completed: true });
  });

  it('a replayed push (its answer was lost) is acknowledged, not applied again', async () => {
    const again = await push(server, token, phone, [{ id: 1, name: 'progress.set', args: finance({ progress: 10, completed: false, position: 0 }) }]);
    expect(again.body.results[0]).toMatchObject({ status: 'duplicate' });
    expect(await row(0)).toMatchObject({ position: 2 });
  });
});

describe('progress in a course the learner may not open', () => {
  it.each([
    ['a course waiting for access', 'c5-data', 'c5-data-m1-l1'],
    ['an unpublished course', 'c5-projects', 'c5-projects-m1-l1'],
    ['a course of another organisation', 'c7-marine-biology', 'c7-marine-biology-m1-l1'],
    ['a lesson that does not belong to the course', 'c5-finance', 'c5-spreadsheets-m1-l1'],
  ])('%s is rejected (in the same words: not found or not available) and stored nowhere', async (_what, courseId, lesson) => {
    const client = randomUUID();
    const { body } = await push(server, token, client, [{ id: 1, name: 'progress.set', args: progressArgs({ courseId, lessonId: lesson, progress: 100, completed: true }) }]);
    expect(body.results[0]).toMatchObject({ id: 1, status: 'rejected', code: 'lesson-unavailable', reason: 'This lesson was not found or is not available to you, so its progress was not saved.' });
    const answer = await pull(server, token, randomUUID());
    expect(answer.changes.progress?.put.some((r) => r.lessonId === lesson && r.courseId === courseId)).toBe(false);
  });
});
