// The SSE reader: events split across chunks, named events, multi-line data, keep-alive comments.
import { expect, test } from 'vitest';
import { readServerEvents, type ServerEvent } from '@/data/server-events';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

test('reads named events split across chunks and skips comments', async () => {
  const events: ServerEvent[] = [];
  await readServerEvents(streamOf([': keep-alive\n\nevent: doc', 'ument\ndata: {"a":', '1}\n\ndata: one\r\ndata: two\r\n\r\n']), (e) => void events.push(e));
  expect(events).toEqual([
    { event: 'document', id: '', data: '{"a":1}' },
    { event: 'message', id: '', data: 'one\ntwo' },
  ]);
});
