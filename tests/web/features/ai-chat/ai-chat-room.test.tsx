// /ai-chat-room: earlier days and today's live document from the server, the daily credit, a failed
// question with Retry (same message id), the box disabled at 0, and a question asked offline.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { AiChatMessage } from '@contract/api';
import { dayCollection } from '@contract/sync';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { AiChatRoom } from '@/features/ai-chat/components/ai-chat-room';
import { storeSession } from '../../support/session';

const today = dayCollection(new Date());
const Q1 = crypto.randomUUID();
const Q2 = crypto.randomUUID();
const now = Math.floor(Date.now() / 1000);
const msg = (id: string, sender: string, body: string, seconds: number, error?: boolean): AiChatMessage => ({
  id, sender, ...(error ? { error } : {}), message: { body, type: 'text', timestamp: { seconds, nanoseconds: 0 } },
});

let pushDocument: (messages: AiChatMessage[]) => void;
let requests: { url: string; init: RequestInit }[];

function serve(earlier: AiChatMessage[]) {
  requests = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    if (url === '/api/ai-chat/messages') return new Response(JSON.stringify(earlier), { status: 200 });
    if (url.startsWith('/api/ai-chat/stream')) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          pushDocument = (messages) => controller.enqueue(new TextEncoder().encode(`event: document\ndata: ${JSON.stringify({ messages })}\n\n`));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response('{}', { status: 200 });
  }));
}

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
const renderRoom = () => render(<MantineProvider><AiChatRoom /></MantineProvider>);

beforeEach(async () => {
  await clearLocalUserData();
  storeSession('learner');
  setOnline(true);
});
afterEach(() => vi.unstubAllGlobals());

test('loads earlier days, shows today’s live document, the credit, and retries a failed question with its id', async () => {
  serve([msg('old-1', 'user', 'What is a cell?', now - 86_400 * 2), msg('old-2', 'assistant', 'A box in the grid.', now - 86_400 * 2 + 1)]);
  renderRoom();
  const earlier = await screen.findByRole('list', { name: 'Earlier messages' });
  expect(within(earlier).getByText('What is a cell?')).toBeTruthy();
  const post = requests.find((r) => r.url === '/api/ai-chat/messages')!;
  expect(JSON.parse(String(post.init.body))).toEqual({ userId: 'u-learner', excludeCollection: today });
  expect(new Headers(post.init.headers).get('Authorization')).toBe('Bearer token-learner');

  await waitFor(() => expect(requests.some((r) => r.url === `/api/ai-chat/stream?day=${today}`)).toBe(true));
  pushDocument([
    msg(Q1, 'user', 'First question', now - 60),
    msg(`${Q1}:answer`, 'assistant', 'From the lesson “Cells, rows and columns”', now - 59),
    msg(Q2, 'user', 'Broken question', now - 30, true),
  ]);
  const todays = await screen.findByRole('list', { name: "Today's messages" });
  await within(todays).findByText('Broken question');
  expect(screen.getByText('Daily credit: 9 of 10')).toBeTruthy();
  const failed = within(todays).getByText('Broken question').closest('li')!;
  expect(within(failed).getByText('Not sent')).toBeTruthy();

  fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
  await waitFor(async () => expect(await db.outbox.count()).toBe(1));
  const [queued] = await db.outbox.toArray();
  expect(queued).toMatchObject({ name: 'ai.ask', args: { messageId: Q2, body: 'Broken question', day: today } });
  await waitFor(() => expect(screen.getByText('Daily credit: 8 of 10')).toBeTruthy());
});

test('disables the question box with a clear message when today’s credit is spent', async () => {
  serve([]);
  renderRoom();
  await waitFor(() => expect(requests.some((r) => r.url.startsWith('/api/ai-chat/stream'))).toBe(true));
  pushDocument(Array.from({ length: 10 }, (_, n) => msg(crypto.randomUUID(), 'user', `question ${n}`, now - 100 + n)));
  expect(await screen.findByText('Daily credit: 0 of 10')).toBeTruthy();
  expect(screen.getByText("You have used today's 10 questions. You can ask again tomorrow.")).toBeTruthy();
  expect((screen.getByLabelText('Your question') as HTMLInputElement).disabled).toBe(true);
});

test('offline, a question is queued and shown as waiting to be sent', async () => {
  setOnline(false);
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
  renderRoom();
  expect(await screen.findByText('Questions will be sent when you are back online.')).toBeTruthy();
  expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'What is $A$1?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const todays = await screen.findByRole('list', { name: "Today's messages" });
  const pending = (await within(todays).findByText('What is $A$1?')).closest('li')!;
  expect(within(pending).getByText('will be sent when you are back online')).toBeTruthy();
  expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ name: 'ai.ask', status: 'pending', args: expect.objectContaining({ body: 'What is $A$1?', day: today }) })]);
  // Today's history never loaded: the queued question counts, but the credit is only an upper bound.
  expect(screen.getByText('Daily credit: at most 9 of 10 (checked when online)')).toBeTruthy();
});

test('a failed load of earlier days returns to none, says so, and loads again only when asked', async () => {
  serve([msg('old-1', 'user', 'Back from the past', now - 86_400 * 3)]);
  const working = vi.mocked(fetch).getMockImplementation()!;
  let failures = 0;
  vi.mocked(fetch).mockImplementation(async (url, init) => {
    if (url === '/api/ai-chat/messages' && failures++ === 0) return new Response('{"title":"Bad Gateway"}', { status: 502 });
    return working(url, init);
  });
  renderRoom();
  expect(await screen.findByText('Earlier messages could not be loaded')).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(failures).toBe(1);
  expect(requests.some((r) => r.url.startsWith('/api/ai-chat/stream'))).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Back from the past')).toBeTruthy();
  expect(failures).toBe(2);
  await waitFor(() => expect(requests.some((r) => r.url.startsWith('/api/ai-chat/stream'))).toBe(true));
});
