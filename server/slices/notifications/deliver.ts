/**
 * The push queue (issue 53): `push_deliveries` is a leased queue (db/leased-queue.ts), so processes
 * sharing the database never take the same row, and a row claimed by a process that died is taken
 * again once its lease ends (it was not sent, or the lease would be cleared). A push service's 404/410 deletes the subscription; other failures retry with exponential backoff.
 * A notification read (or, for messages, answered) on another device meanwhile is not pushed.
 */
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { NotificationTextKey } from '../../../contract/notification-texts/en';
import type { NotificationParams, PushPayload } from '../../../contract/notifications';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../contract/languages';
import { PUSH_FALLBACK } from '../../../contract/push-fallback';
import type { Database } from '../../db/client';
import { backoffMs as queueBackoffMs, claimDue, drainQueue, retryLater, type QueueTable } from '../../db/leased-queue';
import { selectRows } from '../../db/rows';
import { NOTIFICATION_TEXTS, wordNotification } from './texts';
import type { VapidKeys } from './vapid';

export const MAX_TRIES = 8;
const BACKOFF_CAP_MS = 3_600_000;
/** The wait before try `tries + 1`: 30 s, 1 min, 2 min, … at most an hour. */
export const backoffMs = (tries: number) => queueBackoffMs(tries, BACKOFF_CAP_MS);
const QUEUE: QueueTable = { table: 'push_deliveries', key: 'id' };

interface Claimed {
  id: number;
  tries: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  subscriptionId: string;
  notificationId: string;
  kind: PushPayload['kind'];
  title: string;
  body: string;
  url: string;
  textKey: string | null;
  params: NotificationParams | null;
  /** The recipient's chosen language (their `preferences` row), null when none. */
  language: string | null;
  stale: boolean;
  hideContent: boolean | null;
}

export interface SendOptions {
  vapid: VapidKeys;
  /** Allow `http://` endpoints (the tests' loopback push service); production sends only to https. */
  allowHttp?: boolean;
  batch?: number;
}

async function claim(db: Database, batch: number): Promise<Claimed[]> {
  return selectRows<Claimed>(db, sql`
    ${claimDue(QUEUE, batch, sql`q.id, q.tries, q.notification_id, q.subscription_id`)}
    select c.id::int as id, c.tries, s.endpoint, s.p256dh, s.auth, s.id as "subscriptionId", n.id as "notificationId",
      n.kind, n.title, n.body, n.url, n.text_key as "textKey", n.params, p.language, st.hide_content as "hideContent",
      (n.read_at is not null or (n.kind in ('message', 'mention') and exists (
        select 1 from messages m where m.sender_id = n.user_id and m.sent_at > n.created_at
          and (m.conversation_id = n.ref or m.room_id = n.ref)))) as stale
    from claimed c
    join notifications n on n.id = c.notification_id
    join push_subscriptions s on s.id = c.subscription_id
    left join notification_settings st on st.user_id = n.user_id
    left join user_preferences p on p.user_id = n.user_id`);
}

const finish = (db: Database, id: number, status: string, error: string | null = null) =>
  db.execute(sql`update push_deliveries set status = ${status}, claimed_until = null, last_error = ${error} where id = ${id}`);

const languageOf = (row: Claimed): InterfaceLanguage =>
  (INTERFACE_LANGUAGES as readonly (string | null)[]).includes(row.language) ? (row.language as InterfaceLanguage) : 'en';

/**
 * What the lock screen may show, in the recipient's language: the kind and where to go, without
 * content when the user hides it. A notification without a text key (an announcement) is the
 * author's words.
 */
function payloadOf(row: Claimed): PushPayload {
  const language = languageOf(row);
  const base = { id: row.notificationId, kind: row.kind, url: row.url };
  if (row.hideContent === true) return { ...base, ...PUSH_FALLBACK[language] };
  if (!row.textKey || !(row.textKey in NOTIFICATION_TEXTS.en) || row.textKey === 'someone') return { ...base, title: row.title, body: row.body };
  const words = wordNotification(language, row.textKey as NotificationTextKey, row.params ?? {}, row.body);
  return { ...base, title: words.title.length > 120 ? `${words.title.slice(0, 119)}…` : words.title, body: words.body };
}

async function sendOne(db: Database, row: Claimed, options: SendOptions): Promise<void> {
  if (row.stale) return void (await finish(db, row.id, 'skipped'));
  if (!options.allowHttp && !row.endpoint.startsWith('https://')) return void (await finish(db, row.id, 'failed', 'not an https endpoint'));
  try {
    // web-push encrypts and signs; the request is sent here (web-push itself speaks https only).
    const request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payloadOf(row)), {
      vapidDetails: options.vapid, TTL: 24 * 3600, urgency: 'normal', topic: row.notificationId.replaceAll('-', '').slice(0, 32),
    });
    const response = await fetch(request.endpoint, {
      method: request.method, headers: request.headers as Record<string, string>, body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(15_000), redirect: 'error',
    });
    await response.body?.cancel();
    if (!response.ok) throw Object.assign(new Error(`the push service answered ${response.status}`), { statusCode: response.status });
    await finish(db, row.id, 'sent');
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) {
      await db.execute(sql`delete from push_subscriptions where id = ${row.subscriptionId}`);
      return;
    }
    await db.execute(retryLater(QUEUE, row.id, row, String((error as Error).message ?? error), { maxTries: MAX_TRIES, capMs: BACKOFF_CAP_MS }));
  }
}

/** Sends what is due, batch by batch, until nothing is; resolves to the number of deliveries handled. */
export function drainDeliveries(db: Database, options: SendOptions): Promise<number> {
  return drainQueue((batch) => claim(db, batch), (row) => sendOne(db, row, options), options.batch);
}
