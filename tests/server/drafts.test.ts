/**
 * Editors' drafts (issue 18, item 1): `draft.save` merges per field by the later `savedAt` whatever
 * order two devices' saves arrive in, `draft.discard` drops the draft for every device, and only
 * staff of the draft's organisation write or receive it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { draftRowSchema } from '../../contract/drafts';
import { pull, push, putIds } from './support/sync';
import { serverSuite } from './support/suite';

const suite = serverSuite(['admin@demo.test', 'teacher@demo.test', 'learner@demo.test', 'admin@other.test']);
const ADMIN = 'admin@demo.test';

const field = (value: unknown, savedAt: string) => ({ value, savedAt });
const save = (entityId: string, fields: Record<string, { value: unknown; savedAt: string }>, baseVersion: number | null = null) =>
  ({ name: 'draft.save', args: { kind: 'quiz', entityId, baseVersion, fields } });

async function pushAs(email: string, mutations: { name: string; args: unknown }[], org = '5') {
  const answer = await push(suite.server, suite.token(email), randomUUID(), mutations.map((m, i) => ({ id: i + 1, ...m })), org);
  expect(answer.status).toBe(200);
  return answer.body.results;
}

async function draftOf(email: string, entityId: string, org = '5') {
  const answer = await pull(suite.server, suite.token(email), randomUUID(), undefined, org);
  const row = answer.changes.drafts?.put.find((r) => r.id === `quiz:${entityId}`);
  return row ? draftRowSchema.parse(row) : undefined;
}

describe('draft.save', () => {
  it('keeps, per field, the value saved later, whichever device sends first', async () => {
    const quiz = randomUUID();
    // Device B saved the name later but sends first; device A sends the older name and a newer description.
    expect(await pushAs(ADMIN, [save(quiz, { name: field('B name', '2026-11-23T10:05:00Z') })])).toEqual([{ id: 1, status: 'applied' }]);
    await pushAs(ADMIN, [save(quiz, { name: field('A name', '2026-11-23T10:01:00Z'), description: field('A text', '2026-11-23T10:06:00+01:00') })]);
    const draft = await draftOf(ADMIN, quiz);
    expect(draft?.fields).toEqual({
      name: { value: 'B name', savedAt: '2026-11-23T10:05:00.000Z' },
      // +01:00 is 09:06 UTC: stored in UTC.
      description: { value: 'A text', savedAt: '2026-11-23T09:06:00.000Z' },
    });
    // A later save of the name from A wins now.
    await pushAs(ADMIN, [save(quiz, { name: field('A again', '2026-11-23T10:07:00Z') }, 2)]);
    expect((await draftOf(ADMIN, quiz))?.fields.name?.value).toBe('A again');
    expect((await draftOf(ADMIN, quiz))?.baseVersion).toBe(2);
  });

  it('keeps the base version of the latest save', async () => {
    const quiz = randomUUID();
    await pushAs(ADMIN, [save(quiz, { name: field('new', '2026-11-23T11:00:00Z') }, 3)]);
    await pushAs(ADMIN, [save(quiz, { code: field('old', '2026-11-23T10:00:00Z') }, 2)]);
    expect(await draftOf(ADMIN, quiz)).toMatchObject({ baseVersion: 3, entityId: quiz, kind: 'quiz' });
  });

  it('is refused to a learner, and another organisation neither receives nor overwrites the draft', async () => {
    const quiz = randomUUID();
    const [learner] = await pushAs('learner@demo.test', [save(quiz, { name: field('mine', '2026-11-23T10:00:00Z') })]);
    expect(learner).toMatchObject({ status: 'rejected' });
    expect(await draftOf(ADMIN, quiz)).toBeUndefined();

    await pushAs('teacher@demo.test', [save(quiz, { name: field('teacher', '2026-11-23T10:00:00Z') })]);
    expect((await draftOf(ADMIN, quiz))?.fields.name?.value).toBe('teacher');
    const [other] = await pushAs('admin@other.test', [save(quiz, { name: field('other org', '2026-11-23T12:00:00Z') })], '7');
    expect(other).toMatchObject({ status: 'rejected' });
    expect((await draftOf(ADMIN, quiz))?.fields.name?.value).toBe('teacher');
    expect(await draftOf('admin@other.test', quiz, '7')).toBeUndefined();
    const learnerPull = await pull(suite.server, suite.token('learner@demo.test'), randomUUID());
    expect(learnerPull.changes.drafts).toBeUndefined();
  });

  it('refuses a field with a date outside the window or a bad name', async () => {
    const quiz = randomUUID();
    const [bad] = await pushAs(ADMIN, [save(quiz, { name: field('x', '0000-01-01T00:00:00Z') })]);
    expect(bad).toMatchObject({ status: 'rejected' });
    const [badName] = await pushAs(ADMIN, [save(quiz, { 'no spaces': field('x', '2026-11-23T10:00:00Z') })]);
    expect(badName).toMatchObject({ status: 'rejected' });
  });
});

describe('draft.discard', () => {
  it('drops the draft: a device that had it receives its deletion', async () => {
    const quiz = randomUUID();
    const client = randomUUID();
    await pushAs(ADMIN, [save(quiz, { name: field('gone soon', '2026-11-23T10:00:00Z') })]);
    const first = await pull(suite.server, suite.token(ADMIN), client);
    expect(putIds(first, 'drafts')).toContain(`quiz:${quiz}`);
    const [learner] = await pushAs('learner@demo.test', [{ name: 'draft.discard', args: { kind: 'quiz', entityId: quiz } }]);
    expect(learner).toMatchObject({ status: 'rejected' });
    await pushAs(ADMIN, [{ name: 'draft.discard', args: { kind: 'quiz', entityId: quiz } }]);
    const next = await pull(suite.server, suite.token(ADMIN), client, first.cursor);
    expect(next.changes.drafts?.del).toContain(`quiz:${quiz}`);
    expect(await draftOf(ADMIN, quiz)).toBeUndefined();
  });
});
