/** The OpenAI-compatible provider against a local server that speaks the chat-completions streaming protocol. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../../server/ai/openai-provider';
import { startChatCompletionsServer } from '../support/chat-completions-server';

let model: Awaited<ReturnType<typeof startChatCompletionsServer>>;

beforeAll(async () => {
  model = await startChatCompletionsServer((question) => ['You asked: ', question, '. ', 'Use $ to pin.']);
});
afterAll(() => model.close());

it('streams the answer piece by piece, with the key, the model and the course material', async () => {
  const provider = createOpenAiProvider({ baseURL: model.baseURL, apiKey: 'sk-test', model: 'tiny' });
  const pieces: string[] = [];
  const passages = [{ kind: 'lesson' as const, source: 'Relative and absolute references', courseTitle: 'Spreadsheet Essentials', text: '`=$A$1*2` does not change.' }];
  for await (const piece of provider.answer({ question: 'What is $A$1?', passages })) pieces.push(piece);
  expect(pieces).toEqual(['You asked: ', 'What is $A$1?', '. ', 'Use $ to pin.']);
  const [request] = model.requests;
  expect(request?.auth).toBe('Bearer sk-test');
  expect(request?.body).toMatchObject({ model: 'tiny', stream: true });
  expect(request?.body.messages[0]).toMatchObject({ role: 'system' });
  expect(request?.body.messages[0]?.content).toContain('[Relative and absolute references — Spreadsheet Essentials]');
  expect(request?.body.messages[1]).toEqual({ role: 'user', content: 'What is $A$1?' });
});

it('throws when the endpoint fails, so the question can be marked failed', async () => {
  const provider = createOpenAiProvider({ baseURL: model.baseURL.replace('/v1', '/nope'), model: 'tiny' });
  const run = async () => {
    for await (const piece of provider.answer({ question: 'hi', passages: [] })) void piece;
  };
  await expect(run()).rejects.toThrow();
});
