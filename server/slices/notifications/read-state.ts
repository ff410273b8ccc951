/** `notification.markRead` / `notification.markAllRead` (issue 53): read on one device, read on all of them. */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';

const readTime = (readAt: string) => new Date(Math.min(Date.parse(readAt), Date.now())).toISOString();

export async function markNotificationsRead(db: Database, caller: Caller, args: IntentArgs<'notification.markRead'>): Promise<void> {
  await db.execute(sql`
    update notifications set read_at = ${readTime(args.readAt)}
    where user_id = ${caller.id} and read_at is null and id in (${sql.join(args.ids.map((id) => sql`${id}`), sql`, `)})`);
}

/** Marks every notification made up to `upTo` (what the device showed) read. */
export async function markAllNotificationsRead(db: Database, caller: Caller, args: IntentArgs<'notification.markAllRead'>): Promise<void> {
  await db.execute(sql`
    update notifications set read_at = ${readTime(args.readAt)}
    where user_id = ${caller.id} and read_at is null and created_at <= ${args.upTo}`);
}
