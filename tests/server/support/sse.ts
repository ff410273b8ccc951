/** Reads the AI chat day document's Server-Sent Events from a test response. */
import type { AiChatDocument } from '../../../contract/api';

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
