/**
 * The AI chat room's server side: the daily credit (SPEC §9) enforced on `ai.ask`, a retried send
 * charged once, the retrieval tutor's answer, and the live day document over SSE.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiChatMessage } from '../../contract/api';
import { aiChatMessages } from '../../server/db/schema';
import { RETRIEVAL_INTRO } from '../../server/ai/retrieval-provider';
import { push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** A persona pushing `ai.ask` from one device. */
async function asker(email: string) {
  const token = await signIn(email);
  const clientId = randomUUID();
  let next = 1;
  return {
    token,
    async ask(body: string, messageId: string = randomUUID(), day = today) {
      const args = { messageId, body, day, sentAt: new Date().toISOString() };
      const { body: answer } = await push(server, token, clientId, [{ id: next++, name: 'ai.ask', args }]);
      return answer.results[0]!;
    },
    /** Every message of the day document `day`, read through POST /messages with another day excluded. */
    async day(day = today): Promise<AiChatMessage[]> {
      const me = (await (await server.app.request('/api/users/me', { headers: authHeaders(token) })).json()) as { id: string };
      const res = await server.app.request('/api/ai-chat/messages', {
        method: 'POST', headers: authHeaders(token), body: JSON.stringify({ userId: me.id, excludeCollection: '1999-01-01' }),
      });
      const all = (await res.json()) as AiChatMessage[];
      const ids = new Set((await server.db.select({ id: aiChatMessages.id, day: aiChatMessages.day }).from(aiChatMessages)).filter((r) => r.day === day).map((r) => r.id));
      return all.filter((m) => ids.has(m.id));
    },
  };
}

const own = (messages: AiChatMessage[]) => messages.filter((m) => m.sender === 'user');

describe('daily credit on ai.ask', () => {
  it('counts neither errors nor yesterday, and refuses the 11th question of the day', async () => {
    const admin = await asker('admin@demo.test');
    const base = { organisationId: '5', userId: 'u5-admin', sender: 'user', body: 'old', sentAt: new Date() };
    await server.db.insert(aiChatMessages).values([
      { ...base, id: randomUUID(), day: yesterday },
      { ...base, id: randomUUID(), day: yesterday },
      { ...base, id: randomUUID(), day: today, error: true },
    ]);
    for (let n = 1; n <= 10; n += 1) expect(await admin.ask(`question ${n}`)).toMatchObject({ status: 'applied' });
    const eleventh = await admin.ask('question 11');
    expect(eleventh).toMatchObject({ status: 'rejected' });
    expect(eleventh.reason).toMatch(/used today's 10 questions/);
    expect(own(await admin.day()).filter((m) => !m.error)).toHaveLength(10);
  });

  it('charges a retried send (same message id) once', async () => {
    const teacher = await asker('teacher@demo.test');
    const messageId = randomUUID();
    for (let n = 0; n < 3; n += 1) expect(await teacher.ask('What is a range?', messageId)).toMatchObject({ status: 'applied' });
    expect(own(await teacher.day())).toHaveLength(1);
    for (let n = 0; n < 9; n += 1) expect(await teacher.ask(`more ${n}`)).toMatchObject({ status: 'applied' });
    expect(await teacher.ask('one too many')).toMatchObject({ status: 'rejected' });
  });

  it('refuses a day collection far from the server’s date, and another user’s message id', async () => {
    const learner = await asker('learner@demo.test');
    expect(await learner.ask('back then', randomUUID(), '2020-01-01')).toMatchObject({ status: 'rejected' });
    const messageId = randomUUID();
    expect(await learner.ask('mine', messageId)).toMatchObject({ status: 'applied' });
    const other = await asker('admin@demo.test');
    expect(await other.ask('steal', messageId)).toMatchObject({ status: 'rejected', reason: expect.stringMatching(/already in use/) });
  });
});

describe('the retrieval tutor', () => {
  it('answers a question about a seeded lesson by quoting it and naming the lesson', async () => {
    const learner = await asker('learner@demo.test');
    const messageId = randomUUID();
    await learner.ask('How do I pin a cell with an absolute reference like $A$1?', messageId);
    const answer = await vi.waitFor(async () => {
      const found = (await learner.day()).find((m) => m.id === `${messageId}:answer`);
      expect(found?.message.body).toContain('From the lesson “Relative and absolute references” (Spreadsheet Essentials)');
      return found!;
    });
    expect(answer.sender).toBe('assistant');
    expect(answer.message.body.startsWith(RETRIEVAL_INTRO)).toBe(true);
    expect(answer.message.body).toContain('$A$1');
  });
});

describe('what the retrieval tutor may quote', () => {
  it('never quotes a course the learner cannot open (an unpublished draft), but staff get it', async () => {
    const question = 'What does a project charter name: the sponsor and the budget?';
    const learner = await asker('learner@demo.test');
    const teacher = await asker('teacher@demo.test');
    const [learnerId, teacherId] = [randomUUID(), randomUUID()];
    await learner.ask(question, learnerId);
    // The teacher spent today's credit above; yesterday's collection is still open to them.
    await teacher.ask(question, teacherId, yesterday);
    const answerOf = async (who: typeof learner, id: string, day = today) =>
      vi.waitFor(async () => {
        const found = (await who.day(day)).find((m) => m.id === `${id}:answer` && m.message.body.length > RETRIEVAL_INTRO.length);
        expect(found).toBeDefined();
        return found!.message.body;
      });
    expect(await answerOf(learner, learnerId)).not.toContain('Writing a project charter');
    expect(await answerOf(teacher, teacherId, yesterday)).toContain('From the lesson “Writing a project charter”');
  });
});
