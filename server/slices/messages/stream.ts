/**
 * The live chat stream (Server-Sent Events, http/live-stream.ts): first everything the caller may
 * read written after the watermark they last saw (`Last-Event-ID`), then each new message as it is
 * written. Any process's `message.send` wakes it through the live bus (the chat topic of the
 * organisation carries no data); it then reads from the database what its own caller may see.
 * Messages are read like a pull (sync/watermark.ts): every event id is the watermark of the
 * snapshot the message was read in, so a reconnect resumes without a gap (a message may come twice;
 * the client keeps messages by id).
 */
import { CHAT_MESSAGE_EVENT } from '../../../contract/chat';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import type { LiveStreamSpec } from '../../http/live-stream';
import type { LiveBus } from '../../live/bus';
import { chatTopic } from '../../live/topics';
import { readWatermark } from '../../sync/watermark';
import { messagesSince, type VersionedMessage } from './message-rows';

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

/** One caller's chat stream, resuming after `lastEventId` (or starting now). */
export function chatStream(db: Database, live: LiveBus, caller: Caller, lastEventId: number | undefined): LiveStreamSpec {
  let last = lastEventId;
  return {
    subscribe: (wake) => live.subscribe(chatTopic(caller.organisationId), wake),
    async open(send) {
      last ??= (await db.transaction((tx) => readWatermark(tx as unknown as Database))).seen;
      await send({ event: 'ready', id: String(last), data: '' });
    },
    async flush(send) {
      const { rows, next, more } = await readAfter(db, caller, last ?? 0);
      for (const { version: _version, ...row } of rows) {
        await send({ event: CHAT_MESSAGE_EVENT, id: String(next), data: JSON.stringify(row) });
      }
      last = next;
      return more;
    },
  };
}
