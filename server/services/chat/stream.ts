/**
 * The live chat stream (Server-Sent Events): first everything the caller may read written after
 * the version they last saw (`Last-Event-ID`), then each new message as it is written. Every event
 * id is the message's server version, so a reconnect resumes exactly where the stream broke off.
 */
import { eq } from 'drizzle-orm';
import type { SSEStreamingApi } from 'hono/streaming';
import { CHAT_MESSAGE_EVENT } from '../../../contract/chat';
import type { Caller } from '../../app-env';
import type { Database } from '../../db/client';
import { syncVersions } from '../../db/schema';
import { subscribeChat } from './hub';
import { messagesSince } from './message-rows';

/** How often an idle stream sends a comment, so proxies and the browser keep it open. */
export const HEARTBEAT_MS = 20_000;

/** The organisation's current server version: where a stream without `Last-Event-ID` starts. */
async function currentVersion(db: Database, organisationId: string): Promise<number> {
  const [row] = await db.select({ version: syncVersions.version }).from(syncVersions).where(eq(syncVersions.organisationId, organisationId));
  return row?.version ?? 0;
}

/** Runs one caller's stream until the client goes away. */
export async function runChatStream(db: Database, caller: Caller, stream: SSEStreamingApi, lastEventId: number | undefined): Promise<void> {
  let last = lastEventId ?? (await currentVersion(db, caller.organisationId));
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
        const rows = await messagesSince(db, caller, last, 500);
        dirty = rows.length === 500; // more are waiting
        for (const { version, ...row } of rows) {
          await stream.writeSSE({ event: CHAT_MESSAGE_EVENT, id: String(version), data: JSON.stringify(row) });
          last = Math.max(last, version);
        }
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
