// The text/event-stream format as the chat stream sends it: named events, ids, comments, split chunks.
import { expect, test } from 'vitest';
import { parseSseBlock, takeSseBlocks } from '@/data/sse-parse';

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
