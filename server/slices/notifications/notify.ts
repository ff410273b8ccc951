/**
 * Making notifications (issue 53): `notifyUsers` writes the in-app rows and one push delivery per
 * device of each user, in the caller's transaction, so an event and its notification commit together
 * and the queue (deliver.ts) sends it later. Announcements (admin → batch/course) call it too.
 */
import { sql } from 'drizzle-orm';
import type { NotificationTextKey } from '../../../contract/notification-texts/en';
import type { NotificationKind, NotificationParams } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { pushTime } from './schedule';
import { settingsOf } from './settings';
import { wordNotification } from './texts';

/** A notification's words: a text of contract/notification-texts with its values (and the author's body where it keeps one), or an author's own title and body (announcements). */
export type NotificationWords =
  | { text: { key: NotificationTextKey; params: NotificationParams }; body?: string; title?: undefined }
  | { text?: undefined; title: string; body: string };

export type NewNotification = NotificationWords & {
  organisationId: string;
  userIds: readonly string[];
  kind: NotificationKind;
  /** The app path a click opens (`/quiz-result?attempt=…`). */
  url: string;
  /** What it is about (a conversation or room id for messages: not pushed once the user replied there). */
  ref?: string;
  /** Made at most once per user with this key (scheduled reminders). */
  dedupeKey?: string;
  now?: Date;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Makes the notification for each user who has its kind on; returns the ids made. */
export async function notifyUsers(db: Database, note: NewNotification): Promise<string[]> {
  const userIds = [...new Set(note.userIds)];
  if (userIds.length === 0) return [];
  const now = note.now ?? new Date();
  const settings = await settingsOf(db, userIds);
  // Stored in English too: the centre's fallback, and the words of a device without the texts.
  const words = note.text ? wordNotification('en', note.text.key, note.text.params, note.body) : { title: note.title, body: note.body };
  const params = note.text ? JSON.stringify(note.text.params) : null;
  const made: string[] = [];
  for (const userId of userIds) {
    const when = pushTime(settings.get(userId)!, note.kind, now);
    if (!when) continue;
    const id = crypto.randomUUID();
    // The row and its deliveries in one statement (one round trip fewer a notification: a push's
    // quiz and exercise grades each make one); no delivery when the row was not made (a dedupe key).
    const [row] = await selectRows<{ id: string }>(db, sql`
      with made as (
        insert into notifications (id, organisation_id, user_id, kind, title, body, url, ref, dedupe_key, text_key, params)
        select ${id}, ${note.organisationId}, ${userId}, ${note.kind}, ${clip(words.title, 120)}, ${clip(words.body, 300)}, ${note.url},
          ${note.ref ?? null}, ${note.dedupeKey ?? null}, ${note.text?.key ?? null}, ${params}::jsonb
        from users u where u.id = ${userId} and u.organisation_id = ${note.organisationId}
        on conflict (user_id, dedupe_key) do nothing
        returning id),
      delivered as (
        insert into push_deliveries (organisation_id, notification_id, subscription_id, next_try_at)
        select ${note.organisationId}, made.id, s.id, ${when.toISOString()} from made join push_subscriptions s on s.user_id = ${userId}
        on conflict do nothing)
      select id from made`);
    if (row) made.push(row.id);
  }
  return made;
}
