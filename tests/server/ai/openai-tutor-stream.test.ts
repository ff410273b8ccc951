/**
 * The server with an OpenAI-compatible provider (a local chat-completions server): the answer to
 * an `ai.ask` grows in the day document, and an SSE client sees it grow to the model's full text.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../../server/ai/openai-provider';
import { startChatCompletionsServer } from '../support/chat-completions-server';
import { documentEvents } from '../support/sse';
import { push } from '../support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from '../support/test-server';

let server: TestServer;
let model: Awaited<ReturnType<typeof startChatCompletionsServer>>;
const day = new Date().toISOString().slice(0, 10);
const PIECES = ['An absolute reference ', 'such as $A$1 ', 'stays fixed ', 'when you copy a formula.'];

beforeAll(async () => {
  model = await startChatCompletionsServer(() => PIECES, 300);
  server = await createTestServer({ tutorProvider: createOpenAiProvider({ baseURL: model.baseURL, model: 'tiny' }) });
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

it('streams the model’s answer into the day document as it arrives', async () => {
  const token = await signIn('learner@demo.test');
  const res = await server.app.request(`/api/ai-chat/stream?day=${day}`, { headers: authHeaders(token) });
  const events = documentEvents(res.body!);
  await events.next(() => true);
  const messageId = randomUUID();
  const args = { messageId, body: 'What does $A$1 do when copied?', day, sentAt: new Date().toISOString() };
  expect((await push(server, token, randomUUID(), [{ id: 1, name: 'ai.ask', args }])).body.results[0]).toMatchObject({ status: 'applied' });

  const full = PIECES.join('');
  const answerOf = (doc: { messages: { id: string; message: { body: string } }[] }) => doc.messages.find((m) => m.id === `${messageId}:answer`)?.message.body;
  await events.next((doc) => answerOf(doc) === full);
  const partial = events.seen.map(answerOf).filter((body): body is string => Boolean(body) && body !== full);
  expect(partial.length).toBeGreaterThan(0);
  for (const body of partial) expect(full.startsWith(body)).toBe(true);
  expect(model.requests[0]?.body.messages.at(-1)).toEqual({ role: 'user', content: args.body });
  await events.close();
});
