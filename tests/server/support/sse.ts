/** Reading the chat stream (`GET /api/chat/stream`, Server-Sent Events) of the real app in tests. */
import { parseSseBlock } from '../../../src/data/sse-parse';
import type { AiChatDocument } from '../../../contract/api';
import { authHeaders, type TestServer } from './test-server';

/** One parsed event. */
export interface StreamEvent {
  event: string;
  id: string;
  data: unknown;
}

/** An open stream: its `ready` id, the next `message` event (5 s at most), and close. */
export interface OpenStream {
  readyId: string;
  nextMessage: () => Promise<StreamEvent>;
  close: () => Promise<void>;
}

function parseEvent(block: string): StreamEvent | undefined {
  const event = parseSseBlock(block);
  return event && { ...event, data: event.data ? (JSON.parse(event.data) as unknown) : '' };
}

/** Opens the chat stream as the holder of `token`, resuming after `lastEventId` when given. */
export async function openStream(server: TestServer, token: string, lastEventId?: string): Promise<OpenStream> {
  const headers = { ...authHeaders(token), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) };
  const res = await server.app.request('/api/chat/stream', { headers });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const next = async (): Promise<StreamEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) return event;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  const withTimeout = <T>(promise: Promise<T>) => Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within 5 s')), 5000)),
  ]);
  const ready = await withTimeout(next());
  if (ready.event !== 'ready') throw new Error(`first event was ${ready.event}`);
  return {
    readyId: ready.id,
    nextMessage: async () => {
      for (;;) {
        const event = await withTimeout(next());
        if (event.event === 'message') return event;
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

/** Also reads the AI chat day document's Server-Sent Events from a test response. */
/** A reader of `document` events; `next(done)` answers the first document for which `done` holds. */
export function documentEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const seen: AiChatDocument[] = [];
  return {
    /** Every document read so far. */
    seen,
    async next(done: (doc: AiChatDocument) => boolean): Promise<AiChatDocument> {
      for (;;) {
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (event.includes('event: document') && data) {
            const doc = JSON.parse(data.slice(6)) as AiChatDocument;
            seen.push(doc);
            if (done(doc)) return doc;
          }
        }
        const { value, done: ended } = await reader.read();
        if (ended) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    close: () => reader.cancel(),
  };
}

/** Any event stream of the app as the holder of `token`: `next(name)` answers the next event called `name` (5 s at most). */
export async function openEvents(app: TestServer['app'], path: string, token: string) {
  const res = await app.request(path, { headers: authHeaders(token) });
  if (res.status !== 200 || !res.body) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const received: StreamEvent[] = [];
  const read = async (name: string): Promise<StreamEvent> => {
    for (;;) {
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (!event) continue;
        received.push(event);
        if (event.event === name) return event;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
  return {
    /** Every event read so far, in order. */
    received,
    next: (name: string) => Promise.race([
      read(name),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${name} event within 5 s`)), 5000)),
    ]),
    close: () => reader.cancel().catch(() => undefined),
  };
}
