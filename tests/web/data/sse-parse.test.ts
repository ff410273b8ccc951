// The text/event-stream format as the API's streams send it: named events, ids, comments, split chunks, read from a fetch body.
import { expect, test } from 'vitest';
import { parseSseBlock, readSseEvents, takeSseBlocks, type SseEvent } from '@/data/sse-parse';

test('parses named events with ids and multi-line data; comments alone are no event', () => {
  expect(parseSseBlock('event: message\nid: 42\ndata: {"a":1}')).toEqual({ event: 'message', id: '42', data: '{"a":1}' });
  expect(parseSseBlock('data: one\ndata: two')).toEqual({ event: 'message', id: '', data: 'one\ntwo' });
  expect(parseSseBlock(': keep-alive')).toBeUndefined();
});

test('keeps an incomplete block for the next chunk', () => {
  const first = takeSseBlocks('event: ready\nid: 1\ndata: \n\nevent: mess');
  expect(first.blocks).toEqual(['event: ready\nid: 1\ndata: ']);
  const second = takeSseBlocks(`${first.rest}age\ndata: x\n\n`);
  expect(second.blocks.map(parseSseBlock)).toEqual([{ event: 'message', id: '', data: 'x' }]);
  expect(second.rest).toBe('');
});

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

test('reads named events split across chunks, skips comments and reports every chunk', async () => {
  const events: SseEvent[] = [];
  let chunks = 0;
  await readSseEvents(streamOf([': keep-alive\n\nevent: doc', 'ument\ndata: {"a":', '1}\n\ndata: one\r\ndata: two\r\n\r\n']), (e) => void events.push(e), () => (chunks += 1));
  expect(events).toEqual([
    { event: 'document', id: '', data: '{"a":1}' },
    { event: 'message', id: '', data: 'one\ntwo' },
  ]);
  expect(chunks).toBe(3);
});
