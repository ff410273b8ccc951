/**
 * The live chat stream (Server-Sent Events): first everything the caller may read written after
 * the watermark they last saw (`Last-Event-ID`), then each new message as it is written. Messages
 * are read like a pull (services/sync/watermark.ts): every event id is the watermark of the
 * snapshot the message was read in, so a reconnect resumes without a gap (a message may come twice;
 * the client keeps messages by id).
 */
import type { SSEStreamingApi } from 'hono/streaming';
import { CHAT_MESSAGE_EVENT } from '../../../contract/chat';
import type { Caller } from '../../app-env';
import type { Database } from '../../db/client';
import { readWatermark } from '../sync/watermark';
import { subscribeChat } from './hub';
import { messagesSince, type VersionedMessage } from './message-rows';

/** How often an idle stream sends a comment, so proxies and the browser keep it open. */
export const HEARTBEAT_MS = 20_000;

/** Messages per read while catching up. */
const PAGE = 500;

/** In one snapshot: the messages after watermark `since` (at most PAGE), and the watermark to continue from. */
function readAfter(db: Database, caller: Caller, since: number): Promise<{ rows: VersionedMessage[]; next: number; more: boolean }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const { seen } = await readWatermark(tx);
    const page = await messagesSince(tx, caller, since, PAGE);
    const last = page.at(-1);
    if (page.length < PAGE || !last) return { rows: page, next: Math.max(since, seen), more: false };
    // A full page: every version below its last row's is complete in it, and final up to `seen`.
    const next = Math.min(seen, last.version - 1);
    if (next > since) return { rows: page, next, more: true };
    // One transaction wrote more than a page: read the rest of the snapshot at once.
    return { rows: await messagesSince(tx, caller, since), next: Math.max(since, seen), more: false };
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Runs one caller's stream until the client goes away. */
export async function runChatStream(db: Database, caller: Caller, stream: SSEStreamingApi, lastEventId: number | undefined): Promise<void> {
  let last = lastEventId ?? (await db.transaction((tx) => readWatermark(tx as unknown as Database))).seen;
  let wake: () => void = () => {};
  let dirty = true;
  const unsubscribe = subscribeChat(caller.organisationId, () => {
    dirty = true;
    wake();
  });
  stream.onAbort(() => {
    unsubscribe();
    wake();
  });
  try {
    await stream.writeSSE({ event: 'ready', id: String(last), data: '' });
    while (!stream.aborted) {
      if (dirty) {
        const { rows, next, more } = await readAfter(db, caller, last);
        dirty = more;
        for (const { version: _version, ...row } of rows) {
          await stream.writeSSE({ event: CHAT_MESSAGE_EVENT, id: String(next), data: JSON.stringify(row) });
        }
        last = next;
      }
      if (dirty || stream.aborted) continue;
      const woke = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), HEARTBEAT_MS);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      if (!woke && !stream.aborted) await stream.write(': keep-alive\n\n');
    }
  } finally {
    unsubscribe();
  }
}
