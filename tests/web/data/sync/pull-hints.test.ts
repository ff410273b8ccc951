// The pull hint stream: this device's client id in the URL, a hint per `pull` event, none for the
// first connection (the page sync has just pulled) but one after a reconnect (hints may be lost).
import { afterEach, expect, test, vi } from 'vitest';
import { configureApiClient } from '@/data/api-client';
import { listenForPullHints } from '@/data/sync/pull-hints';
import { getClientId } from '@/data/sync/sync-state';

function sseResponse(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

test('calls back on each pull event and after a reconnect, as this device', async () => {
  configureApiClient({ getIdToken: async () => 'token' });
  const urls: string[] = [];
  const answers = [sseResponse(': keep-alive\n\nevent: pull\ndata: \n\nevent: other\ndata: \n\n'), sseResponse(': keep-alive\n\n')];
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    urls.push(url);
    return answers.shift() ?? new Promise<Response>(() => {});
  }));
  const onHint = vi.fn();
  const stop = listenForPullHints(onHint);
  // One hint from the event, one for the second connection; the third connection never opens.
  await vi.waitFor(() => expect(urls).toHaveLength(3), { timeout: 10_000 });
  stop();
  expect(onHint).toHaveBeenCalledTimes(2);
  expect(urls[0]).toBe(`/api/sync/events?clientId=${await getClientId()}`);
});
