/**
 * Making notifications (issue 53): `notifyUsers` writes the in-app rows and one push delivery per
 * device of each user, in the caller's transaction, so an event and its notification commit together
 * and the queue (deliver.ts) sends it later. Announcements (admin → batch/course) call it too.
 */
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { pushTime } from './schedule';
import { settingsOf } from './settings';

export interface NewNotification {
  organisationId: string;
  userIds: readonly string[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path a click opens (`/quiz-result?attempt=…`). */
  url: string;
  /** What it is about (a conversation or room id for messages: not pushed once the user replied there). */
  ref?: string;
  /** Made at most once per user with this key (scheduled reminders). */
  dedupeKey?: string;
  now?: Date;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Makes the notification for each user who has its kind on; returns the ids made. */
export async function notifyUsers(db: Database, note: NewNotification): Promise<string[]> {
  const userIds = [...new Set(note.userIds)];
  if (userIds.length === 0) return [];
  const now = note.now ?? new Date();
  const settings = await settingsOf(db, userIds);
  const made: string[] = [];
  for (const userId of userIds) {
    const when = pushTime(settings.get(userId)!, note.kind, now);
    if (!when) continue;
    const id = crypto.randomUUID();
    const [row] = await selectRows<{ id: string }>(db, sql`
      insert into notifications (id, organisation_id, user_id, kind, title, body, url, ref, dedupe_key)
      select ${id}, ${note.organisationId}, ${userId}, ${note.kind}, ${clip(note.title, 120)}, ${clip(note.body, 300)}, ${note.url},
        ${note.ref ?? null}, ${note.dedupeKey ?? null}
      from users u where u.id = ${userId} and u.organisation_id = ${note.organisationId}
      on conflict (user_id, dedupe_key) do nothing
      returning id`);
    if (!row) continue;
    made.push(row.id);
    await db.execute(sql`
      insert into push_deliveries (organisation_id, notification_id, subscription_id, next_try_at)
      select ${note.organisationId}, ${row.id}, s.id, ${when.toISOString()} from push_subscriptions s where s.user_id = ${userId}
      on conflict do nothing`);
  }
  return made;
}
