/**
 * A push batch checks each lesson once (slices/courses/progress.ts `LessonChecks`): the memo must answer
 * exactly as a fresh check would, for every write of the batch — a section outside the lesson is
 * still refused after writes to the same lesson were applied, a lesson of a course the learner may
 * not open is refused between applied writes, and each write is answered once, in order.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { progressArgs, push } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;

beforeAll(async () => {
  server = await createTestServer();
  learner = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

describe('lesson checks within one push batch', () => {
  it('answers repeated writes to a lesson as fresh checks would', async () => {
    const closed = { courseId: 'c5-projects', lessonId: 'c5-projects-m1-l1' };
    const { status, body } = await push(server, learner, randomUUID(), [
      { id: 1, name: 'progress.set', args: progressArgs({ section: 0, progress: 20 }) },
      { id: 2, name: 'progress.set', args: progressArgs({ section: 7 }) },
      { id: 3, name: 'progress.set', args: progressArgs(closed) },
      { id: 4, name: 'progress.set', args: progressArgs({ section: 1, progress: 30 }) },
      { id: 5, name: 'progress.set', args: progressArgs(closed) },
      { id: 6, name: 'progress.set', args: progressArgs({ courseId: 'c5-projects' }) },
      { id: 7, name: 'progress.set', args: progressArgs({ section: 0, progress: 40 }) },
    ]);
    expect(status).toBe(200);
    expect(body.lastMutationId).toBe(7);
    expect(body.results.map((r) => `${r.id}:${r.status}`)).toEqual(['1:applied', '2:rejected', '3:rejected', '4:applied', '5:rejected', '6:rejected', '7:applied']);
    expect(body.results[1]!.reason).toMatch(/has 3 sections, so progress for section 8 was not saved/);
    expect(body.results[2]!.reason).toMatch(/not found or is not available to you/);
    expect(body.results[4]!.reason).toMatch(/not found or is not available to you/);
    // The lesson exists, but not in the course the write names: refused though the lesson was checked before.
    expect(body.results[5]!.reason).toMatch(/not found or is not available to you/);
  });

  it('keeps one client\'s refusal out of another client\'s batch', async () => {
    const [a, b] = await Promise.all([
      push(server, learner, randomUUID(), [{ id: 1, name: 'progress.set', args: progressArgs({ section: 9 }) }]),
      push(server, learner, randomUUID(), [{ id: 1, name: 'progress.set', args: progressArgs({ section: 2, progress: 50 }) }]),
    ]);
    expect(a.body.results).toEqual([expect.objectContaining({ id: 1, status: 'rejected' })]);
    expect(b.body.results).toEqual([{ id: 1, status: 'applied' }]);
  });
});
