/** The OpenAI-compatible provider against a local server that speaks the chat-completions streaming protocol. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOpenAiProvider } from '../../../server/ai/openai-provider';

let server: Server;
let baseURL: string;
const requests: { auth: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];

async function readJson(req: IncomingMessage) {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as (typeof requests)[number]['body'];
}

function chunk(content: string | null, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'tiny', choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }] })}\n\n`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readJson(req).then((body) => {
      requests.push({ auth: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const question = body.messages.at(-1)!.content;
      for (const piece of ['You asked: ', question, '. ', 'Use $ to pin.']) res.write(chunk(piece));
      res.write(chunk(null, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('streams the answer piece by piece, with the key, the model and the course material', async () => {
  const provider = createOpenAiProvider({ baseURL, apiKey: 'sk-test', model: 'tiny' });
  const pieces: string[] = [];
  const passages = [{ kind: 'lesson' as const, source: 'Relative and absolute references', courseTitle: 'Spreadsheet Essentials', text: '`=$A$1*2` does not change.' }];
  for await (const piece of provider.answer({ question: 'What is $A$1?', passages })) pieces.push(piece);
  expect(pieces).toEqual(['You asked: ', 'What is $A$1?', '. ', 'Use $ to pin.']);
  const [request] = requests;
  expect(request?.auth).toBe('Bearer sk-test');
  expect(request?.body).toMatchObject({ model: 'tiny', stream: true });
  expect(request?.body.messages[0]).toMatchObject({ role: 'system' });
  expect(request?.body.messages[0]?.content).toContain('[Relative and absolute references — Spreadsheet Essentials]');
  expect(request?.body.messages[1]).toEqual({ role: 'user', content: 'What is $A$1?' });
});

it('throws when the endpoint fails, so the question can be marked failed', async () => {
  const provider = createOpenAiProvider({ baseURL: baseURL.replace('/v1', '/nope'), model: 'tiny' });
  const run = async () => {
    for await (const piece of provider.answer({ question: 'hi', passages: [] })) void piece;
  };
  await expect(run()).rejects.toThrow();
});
