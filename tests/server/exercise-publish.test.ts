/**
 * Publishing practice exercises (issue 18, item 5): version 1 then version + 1, the 409 with the
 * server's version on a stale publish, admins of the organisation only, a bounded mastery rule, and
 * learners pulling the published exercise (with its rule, order items shuffled, hints kept).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exerciseVersionSchema, publishExerciseResponseSchema, type ExerciseContent } from '../../contract/exercise-authoring';
import { exerciseRowSchema } from '../../contract/practice';
import { pull } from './support/sync';
import { serverSuite } from './support/suite';
import { authHeaders } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'teacher@demo.test', 'learner@demo.test', 'admin@other.test']);
const ADMIN = 'admin@demo.test';
const LEARNER = 'learner@demo.test';

function content(over: Partial<ExerciseContent> = {}): ExerciseContent {
  return {
    title: 'Cell references', instructions: 'Answer each question.', courseId: 'c5-spreadsheets', mastery: { kind: 'streak', n: 3 },
    items: [
      { id: randomUUID(), kind: 'choice', prompt: 'Which is absolute?', options: ['A1', '$A$1'], answer: ['$A$1'], hint: 'Dollar signs fix it.' },
      { id: randomUUID(), kind: 'blank', prompt: 'The function that adds is …', options: [], answer: ['SUM', 'sum()'], hint: '' },
      { id: randomUUID(), kind: 'order', prompt: 'Put in order', options: [], answer: ['Select', 'Copy', 'Paste'], hint: '' },
    ],
    ...over,
  };
}

async function api(email: string, method: string, path: string, body?: unknown, org = '5') {
  const res = await suite.server.app.request(`/api/admin/exercises${path}`, {
    method, headers: authHeaders(suite.token(email), org), ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const publish = (exerciseId: string, baseVersion: number | null, c: unknown, email = ADMIN, org = '5') =>
  api(email, 'POST', `/${exerciseId}/publish`, { baseVersion, content: c }, org);

describe('publishing an exercise', () => {
  it('creates version 1, then bumps the version; the editor reads it back and learners pull it', async () => {
    const exerciseId = randomUUID();
    const v1 = content();
    const first = await publish(exerciseId, null, v1);
    expect(first.status).toBe(200);
    expect(publishExerciseResponseSchema.parse(first.body)).toEqual({ exerciseId, version: 1 });
    expect(exerciseVersionSchema.parse((await api(ADMIN, 'GET', `/${exerciseId}`)).body)).toMatchObject({ version: 1, content: v1 });

    const v2 = content({ title: 'Cell references, second edition', mastery: { kind: 'window', m: 4, n: 5 }, items: v1.items });
    expect((await publish(exerciseId, 1, v2)).body).toEqual({ exerciseId, version: 2 });
    expect(exerciseVersionSchema.parse((await api(ADMIN, 'GET', `/${exerciseId}`)).body)).toMatchObject({ version: 2, content: v2 });

    const answer = await pull(suite.server, suite.token(LEARNER), randomUUID());
    const row = exerciseRowSchema.parse(answer.changes.exercises?.put.find((x) => x.id === exerciseId));
    expect(row).toMatchObject({ title: 'Cell references, second edition', mastery: { kind: 'window', m: 4, n: 5 } });
    const [choice, blank, order] = row.items;
    expect(choice).toMatchObject({ kind: 'choice', options: ['A1', '$A$1'], answer: ['$A$1'], hint: 'Dollar signs fix it.' });
    expect(blank).toMatchObject({ kind: 'blank', answer: ['SUM', 'sum()'] });
    expect(blank?.hint).toBeUndefined();
    // The learner starts an order item from its options: the same steps, not already in the right order.
    expect(order?.answer).toEqual(['Select', 'Copy', 'Paste']);
    expect([...(order?.options ?? [])].sort()).toEqual(['Copy', 'Paste', 'Select']);
    expect(order?.options).not.toEqual(order?.answer);
  });

  it('refuses a publish over a version the author did not start from, with the server version to compare', async () => {
    const exerciseId = randomUUID();
    await publish(exerciseId, null, content());
    await publish(exerciseId, 1, content({ title: 'Published elsewhere' }));
    const stale = await publish(exerciseId, 1, content({ title: 'Mine' }));
    expect(stale.status).toBe(409);
    expect(exerciseVersionSchema.parse(stale.body.server)).toMatchObject({ version: 2, content: { title: 'Published elsewhere' } });
    expect((await publish(exerciseId, null, content())).status).toBe(409);
    expect(exerciseVersionSchema.parse((await api(ADMIN, 'GET', `/${exerciseId}`)).body)).toMatchObject({ version: 2, content: { title: 'Published elsewhere' } });
  });

  it('upgrades a seeded exercise: old rows read with the all-correct rule', async () => {
    const seeded = exerciseVersionSchema.parse((await api(ADMIN, 'GET', '/c5-spreadsheets-exercise')).body);
    expect(seeded.content.mastery).toEqual({ kind: 'all' });
    const next = await publish('c5-spreadsheets-exercise', seeded.version, { ...seeded.content, mastery: { kind: 'streak', n: 2 } });
    expect(next.body).toEqual({ exerciseId: 'c5-spreadsheets-exercise', version: seeded.version + 1 });
  });

  it('is for admins of the organisation only', async () => {
    const exerciseId = randomUUID();
    expect((await publish(exerciseId, null, content(), LEARNER)).status).toBe(403);
    expect((await publish(exerciseId, null, content(), 'teacher@demo.test')).status).toBe(403);
    expect((await api(LEARNER, 'GET', `/${exerciseId}`)).status).toBe(403);
    await publish(exerciseId, null, content());
    expect((await api('admin@other.test', 'GET', `/${exerciseId}`, undefined, '7')).status).toBe(404);
    expect((await publish(exerciseId, 1, content(), 'admin@other.test', '7')).status).toBe(404);
    expect((await api(ADMIN, 'GET', `/${randomUUID()}`)).status).toBe(404);
  });

  it('refuses a mastery rule out of bounds and items that do not make sense, in words', async () => {
    const bad = async (c: unknown) => {
      const refused = await publish(randomUUID(), null, c);
      expect(refused.status).toBe(400);
      return JSON.stringify(refused.body);
    };
    await bad(content({ mastery: { kind: 'streak', n: 0 } }));
    await bad(content({ mastery: { kind: 'streak', n: 101 } }));
    await bad(content({ mastery: { kind: 'streak', n: 2.5 } }));
    expect(await bad(content({ mastery: { kind: 'window', m: 6, n: 5 } }))).toContain('M must be at most N.');
    await bad({ ...content(), mastery: { kind: 'sometimes' } });
    const items = content().items;
    expect(await bad(content({ items: [{ ...items[0]!, answer: ['not an option'] }] }))).toContain('Mark at least one option as right.');
    expect(await bad(content({ items: [{ ...items[1]!, answer: [' '] }] }))).toContain('Give at least one accepted answer');
    expect(await bad(content({ items: [] }))).toContain('Add at least one question.');
    const foreign = await publish(randomUUID(), null, content({ courseId: 'no-such-course' }));
    expect(foreign.status).toBe(422);
  });
});
