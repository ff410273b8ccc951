/**
 * The admin's batch membership intents (issue 17, items 2 and 8) through the real push: add, move and
 * remove a learner; admins only, their organisation only, learners only, no second membership in a
 * batch, no archived batch; exactly once; each change audited in its transaction (none when refused);
 * the admin's next pull carries the change.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, batchMembers, batches } from '../../server/db/schema';
import { pull, push, putIds, type RawMutation } from './support/sync';
import { createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const clients: Record<string, string> = {};
const nextIds: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test', 'admin@other.test']) {
    tokens[email] = await signIn(email);
    clients[email] = randomUUID();
    nextIds[email] = 1;
  }
});
afterAll(() => server?.close());

/** Pushes one intent as `email`; returns its result and the mutation sent. */
async function send(email: string, name: string, args: unknown) {
  const org = email.endsWith('other.test') ? '7' : '5';
  const mutation: RawMutation = { id: nextIds[email]!++, name, args };
  const { status, body } = await push(server, tokens[email]!, clients[email]!, [mutation], org);
  expect(status).toBe(200);
  return { ...body.results[0]!, mutation };
}

const reasonOf = (result: { status: string; reason?: string }) => (result.status === 'rejected' ? result.reason : undefined);
const membershipOf = async (id: string) => (await server.db.select().from(batchMembers).where(eq(batchMembers.id, id)))[0];
const auditOf = (subjectId: string) => server.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

describe('batchMember.add', () => {
  const memberId = randomUUID();
  const args = { memberId, batchId: 'b5-python-autumn', userId: 'u5-kwame' };

  it('is refused to learners, teachers and an admin of another organisation, with a reason, and changes nothing', async () => {
    for (const email of ['learner@demo.test', 'teacher@demo.test']) {
      expect(reasonOf(await send(email, 'batchMember.add', args))).toMatch(/Only an administrator/);
    }
    expect(reasonOf(await send('admin@other.test', 'batchMember.add', args))).toMatch(/There is no batch b5-python-autumn in your organisation/);
    const foreignLearner = await send('admin@demo.test', 'batchMember.add', { ...args, userId: 'u7-learner' });
    expect(reasonOf(foreignLearner)).toMatch(/no person u7-learner in your organisation/);
    expect(await membershipOf(memberId)).toBeUndefined();
    expect(await auditOf(memberId)).toEqual([]);
  });

  it('refuses a teacher, a learner already in the batch, and an archived batch, in words', async () => {
    expect(reasonOf(await send('admin@demo.test', 'batchMember.add', { ...args, userId: 'u5-teacher' }))).toMatch(/Only learners join batches; Tomás Teacher is a teacher/);
    const twice = await send('admin@demo.test', 'batchMember.add', { ...args, memberId: randomUUID(), userId: 'u5-mei' });
    expect(reasonOf(twice)).toBe('Mei Chen is already in Python – Autumn 2026.');
    await server.db.update(batches).set({ archivedAt: new Date() }).where(eq(batches.id, 'b5-spreadsheets-spring'));
    try {
      const archived = await send('admin@demo.test', 'batchMember.add', { ...args, batchId: 'b5-spreadsheets-spring', userId: 'u5-mei' });
      expect(reasonOf(archived)).toMatch(/archived: it takes no learners/);
    } finally {
      await server.db.update(batches).set({ archivedAt: null }).where(eq(batches.id, 'b5-spreadsheets-spring'));
    }
  });

  it('adds once under the device’s id, audits it once, and the admin’s next pull carries it', async () => {
    const result = await send('admin@demo.test', 'batchMember.add', args);
    expect(result.status).toBe('applied');
    const again = await push(server, tokens['admin@demo.test']!, clients['admin@demo.test']!, [result.mutation]);
    expect(again.body.results[0]).toMatchObject({ status: 'duplicate' });
    // The same membership queued again (a retry of a write whose answer was lost) changes nothing.
    expect((await send('admin@demo.test', 'batchMember.add', args)).status).toBe('applied');
    expect(await membershipOf(memberId)).toMatchObject({ batchId: 'b5-python-autumn', userId: 'u5-kwame', organisationId: '5' });
    const audit = await auditOf(memberId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'membership.add', actorId: 'u5-admin', userId: 'u5-kwame', batchId: 'b5-python-autumn', before: null });
    const answer = await pull(server, tokens['admin@demo.test']!, randomUUID());
    expect(putIds(answer, 'memberships')).toContain(memberId);
  });
});

describe('batchMember.move and batchMember.remove', () => {
  const memberId = randomUUID();

  beforeAll(async () => {
    await server.db.insert(batchMembers).values({ id: memberId, organisationId: '5', batchId: 'b5-spreadsheets-spring', userId: 'u5-mei' });
  });

  it('refuses non-admins, another organisation, a batch the learner is already in, and a stale source batch', async () => {
    const move = { memberId, fromBatchId: 'b5-spreadsheets-spring', toBatchId: 'b5-data-autumn' };
    expect(reasonOf(await send('teacher@demo.test', 'batchMember.move', move))).toMatch(/Only an administrator/);
    expect(reasonOf(await send('admin@other.test', 'batchMember.move', move))).toMatch(/no longer in this batch/);
    expect(reasonOf(await send('admin@other.test', 'batchMember.remove', { memberId }))).toMatch(/no longer in this batch/);
    expect(reasonOf(await send('admin@demo.test', 'batchMember.move', { ...move, toBatchId: 'b5-python-autumn' }))).toBe('The learner is already in Python – Autumn 2026.');
    expect(reasonOf(await send('admin@demo.test', 'batchMember.move', { ...move, fromBatchId: 'b5-python-autumn' }))).toMatch(/moved this learner to another batch meanwhile/);
    expect(reasonOf(await send('admin@demo.test', 'batchMember.move', { ...move, toBatchId: 'b7-biology-2026' }))).toMatch(/no batch b7-biology-2026 in your organisation/);
    expect(await membershipOf(memberId)).toMatchObject({ batchId: 'b5-spreadsheets-spring' });
    expect(await auditOf(memberId)).toEqual([]);
  });

  it('moves once, audited on both batches; sent again it changes nothing', async () => {
    const move = { memberId, fromBatchId: 'b5-spreadsheets-spring', toBatchId: 'b5-data-autumn' };
    const result = await send('admin@demo.test', 'batchMember.move', move);
    expect(result.status).toBe('applied');
    expect((await push(server, tokens['admin@demo.test']!, clients['admin@demo.test']!, [result.mutation])).body.results[0]).toMatchObject({ status: 'duplicate' });
    expect((await send('admin@demo.test', 'batchMember.move', move)).status).toBe('applied');
    expect(await membershipOf(memberId)).toMatchObject({ batchId: 'b5-data-autumn' });
    const audit = await auditOf(memberId);
    expect(audit.map((row) => row.batchId).sort()).toEqual(['b5-data-autumn', 'b5-spreadsheets-spring']);
    expect(audit.every((row) => row.action === 'membership.move')).toBe(true);
  });

  it('removes once, audited with the batch it left; the admin’s pull deletes it', async () => {
    const cursor = (await pull(server, tokens['admin@demo.test']!, clients['admin@demo.test']!)).cursor;
    expect(reasonOf(await send('learner@demo.test', 'batchMember.remove', { memberId }))).toMatch(/Only an administrator/);
    const result = await send('admin@demo.test', 'batchMember.remove', { memberId });
    expect(result.status).toBe('applied');
    expect(await membershipOf(memberId)).toBeUndefined();
    expect((await auditOf(memberId)).filter((row) => row.action === 'membership.remove')).toMatchObject([{ batchId: 'b5-data-autumn', before: { batchId: 'b5-data-autumn' }, after: null }]);
    expect(reasonOf(await send('admin@demo.test', 'batchMember.remove', { memberId }))).toMatch(/no longer in this batch/);
    const answer = await pull(server, tokens['admin@demo.test']!, clients['admin@demo.test']!, cursor);
    expect(answer.changes.memberships?.del ?? []).toContain(memberId);
  });
});

describe('a removed learner', () => {
  const memberId = randomUUID();

  beforeAll(async () => {
    await server.db.execute(sql`insert into users (id, organisation_id, firebase_uid, email, display_name, role, removed_at)
      values ('u5-removed-mover', '5', 'demo-removed-mover', 'removed.mover@demo.test', 'Rita Removed', 'learner', now())`);
    await server.db.insert(batchMembers).values({ id: memberId, organisationId: '5', batchId: 'b5-spreadsheets-spring', userId: 'u5-removed-mover' });
  });

  it('is not moved into another batch (as they are not added), and their membership may still be removed', async () => {
    const move = { memberId, fromBatchId: 'b5-spreadsheets-spring', toBatchId: 'b5-python-autumn' };
    expect(reasonOf(await send('admin@demo.test', 'batchMember.move', move))).toBe('Rita Removed was removed from the organisation: restore them before adding them to a batch.');
    expect(await membershipOf(memberId)).toMatchObject({ batchId: 'b5-spreadsheets-spring' });
    expect(await auditOf(memberId)).toEqual([]);
    expect((await send('admin@demo.test', 'batchMember.remove', { memberId })).status).toBe('applied');
    expect(await membershipOf(memberId)).toBeUndefined();
  });
});
