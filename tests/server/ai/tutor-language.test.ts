/**
 * The tutor in the learner's language (issue 52): a Hindi learner's question reaches the hosted
 * model (a local chat-completions server: the only stand-in) with a system prompt that says to
 * answer in Hindi, an English learner's says English; the retrieval tutor frames its quotes in
 * Hindi for a Hindi learner and keeps the quoted course text as written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createOpenAiProvider } from '../../../server/ai/openai-provider';
import { RETRIEVAL_FRAMING, RETRIEVAL_INTRO, retrievalAnswer } from '../../../server/ai/retrieval-provider';
import { dayDocument } from '../../../server/slices/ai-chat/ai-chat';
import { startChatCompletionsServer } from '../support/chat-completions-server';
import { push } from '../support/sync';
import { createTestServer, signIn, type TestServer } from '../support/test-server';

let hosted: TestServer;
let retrieval: TestServer;
let model: Awaited<ReturnType<typeof startChatCompletionsServer>>;
const day = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  model = await startChatCompletionsServer(() => ['ठीक है।']);
  hosted = await createTestServer({ tutorProvider: createOpenAiProvider({ baseURL: model.baseURL, model: 'tiny' }) });
  retrieval = await createTestServer();
}, 120_000);
afterAll(async () => {
  await hosted?.close();
  await retrieval?.close();
  await model?.close();
});

/**
 * `email` chooses `language` (when given), then asks `question` on `server`; answers the answer's
 * text once `complete` holds. The tutor streams: the answer grows in the day document, its first
 * write being the intro alone (or nothing).
 */
async function ask(server: TestServer, email: string, question: string, language?: string, complete = (answer: string) => answer.length > 0): Promise<string> {
  const token = await signIn(email);
  const client = randomUUID();
  const messageId = randomUUID();
  const writes = [
    ...(language ? [{ id: 1, name: 'preference.set', args: { language, updatedAt: new Date(Date.now() - 1000).toISOString() } }] : []),
    { id: language ? 2 : 1, name: 'ai.ask', args: { messageId, body: question, day, sentAt: new Date().toISOString() } },
  ];
  const { body } = await push(server, token, client, writes as never);
  expect(body.results.every((r: { status: string }) => r.status === 'applied'), JSON.stringify(body.results)).toBe(true);
  const caller = { id: email === 'learner@demo.test' ? 'u5-learner' : 'u5-teacher', organisationId: '5' } as never;
  return vi.waitFor(async () => {
    const answer = (await dayDocument(server.db, caller, day)).find((m) => m.id === `${messageId}:answer`)?.message.body;
    expect(answer !== undefined && complete(answer), `the answer so far: ${answer}`).toBe(true);
    return answer!;
  }, { timeout: 30_000, interval: 200 });
}

it("tells the hosted model to answer in the learner's language", async () => {
  expect(await ask(hosted, 'learner@demo.test', 'What does $A$1 do when copied?', 'hi')).toBe('ठीक है।');
  const system = model.requests.at(-1)!.body.messages[0]!;
  expect(system.role).toBe('system');
  expect(system.content).toContain('answer in Hindi (हिन्दी)');
  expect(model.requests.at(-1)!.body.messages.at(-1)).toEqual({ role: 'user', content: 'What does $A$1 do when copied?' });

  await ask(hosted, 'teacher@demo.test', 'What is a relative reference?');
  expect(model.requests.at(-1)!.body.messages[0]!.content).toContain('answer in English');
}, 120_000);

it("frames the retrieval tutor's quotes in Hindi for a Hindi learner", async () => {
  const beyondIntro = (answer: string) => answer.length > RETRIEVAL_FRAMING.hi.intro.length;
  const answer = await ask(retrieval, 'learner@demo.test', 'How do I pin a cell with an absolute reference like $A$1?', 'hi', beyondIntro);
  expect(answer.startsWith(RETRIEVAL_FRAMING.hi.intro)).toBe(true);
  expect(answer).toContain('पाठ “Relative and absolute references” (Spreadsheet Essentials) से:');
  expect(answer).toContain('$A$1');
  expect(answer).not.toContain(RETRIEVAL_INTRO);
  expect(answer).not.toContain('From the lesson');
});

it('words every framing sentence in each language', () => {
  const passage = { kind: 'flashcards' as const, source: 'Shortcuts', courseTitle: 'Spreadsheets', text: 'Ctrl+C — copy' };
  expect(retrievalAnswer({ question: 'q', passages: [], language: 'hi' }).join('')).toContain('मुझे आपके कोर्स में इस बारे में कुछ नहीं मिला।');
  expect(retrievalAnswer({ question: 'q', passages: [passage], language: 'ar' }).join('')).toContain('من البطاقات “Shortcuts” (Spreadsheets):\nCtrl+C — copy');
  expect(retrievalAnswer({ question: 'q', passages: [passage] }).join('')).toContain('From the flashcards “Shortcuts” (Spreadsheets):');
});
