/**
 * The live chat stream (Server-Sent Events, http/live-stream.ts): first everything the caller may
 * read written after the version they last saw (`Last-Event-ID`), then each new message as it is
 * written. Any process's `message.send` wakes it through the live bus (the chat topic of the
 * organisation carries no data); it then reads from the database what its own caller may see.
 * Every event id is the message's server version, so a reconnect resumes where the stream broke off.
 */
import { eq } from 'drizzle-orm';
import { CHAT_MESSAGE_EVENT } from '../../../contract/chat';
import type { Caller } from '../../app-env';
import type { Database } from '../../db/client';
import { syncVersions } from '../../db/schema';
import type { LiveStreamSpec } from '../../http/live-stream';
import type { LiveBus } from '../../live/bus';
import { chatTopic } from '../../live/topics';
import { messagesSince } from './message-rows';

/** Messages read per flush; more waiting means another flush at once. */
const PAGE = 500;

/** The organisation's current server version: where a stream without `Last-Event-ID` starts. */
async function currentVersion(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ version: syncVersions.version }).from(syncVersions).where(eq(syncVersions.organisationId, organisationId));
  return row?.version ?? 0;
}

/** One caller's chat stream, resuming after `lastEventId` (or starting now). */
export function chatStream(db: Database, live: LiveBus, caller: Caller, lastEventId: number | undefined): LiveStreamSpec {
  let last = lastEventId;
  return {
    subscribe: (wake) => live.subscribe(chatTopic(caller.organisationId), wake),
    async open(send) {
      last ??= await currentVersion(db, caller.organisationId);
      await send({ event: 'ready', id: String(last), data: '' });
    },
    async flush(send) {
      const from = last ?? 0;
      const rows = await messagesSince(db, caller, from, PAGE);
      for (const { version, ...row } of rows) {
        await send({ event: CHAT_MESSAGE_EVENT, id: String(version), data: JSON.stringify(row) });
        last = Math.max(last ?? 0, version);
      }
      return rows.length === PAGE;
    },
  };
}
