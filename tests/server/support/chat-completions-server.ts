/**
 * A local HTTP server speaking the OpenAI chat-completions streaming protocol (SSE chunks, then
 * `data: [DONE]`), for the OpenAI-compatible provider: the hosted model cannot be reached here.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received. */
export interface ChatRequest {
  auth: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

async function readJson(req: IncomingMessage): Promise<ChatRequest['body']> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as ChatRequest['body'];
}

function chunk(content: string | null, finish: string | null = null): string {
  const choice = { index: 0, delta: content === null ? {} : { content }, finish_reason: finish };
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'tiny', choices: [choice] })}\n\n`;
}

/** Starts the server; `pieces(question)` is the answer, sent `delayMs` apart. Answers its base URL (`…/v1`). */
export async function startChatCompletionsServer(pieces: (question: string) => string[], delayMs = 0) {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    void readJson(req).then(async (body) => {
      requests.push({ auth: req.headers.authorization, body });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of pieces(body.messages.at(-1)!.content)) {
        res.write(chunk(piece));
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      res.write(chunk(null, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
