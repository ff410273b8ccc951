/**
 * `pushSubscription.save` / `pushSubscription.remove` (issue 53): one row per device. An endpoint
 * is one browser profile: saving it for another user (someone else signed in on that device) moves it.
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refuse } from '../../http/problem';

export async function savePushSubscription(db: Database, caller: Caller, args: IntentArgs<'pushSubscription.save'>): Promise<void> {
  const [taken] = await selectRows<{ userId: string }>(db, sql`select user_id as "userId" from push_subscriptions where id = ${args.id}`);
  if (taken && taken.userId !== caller.id) throw refuse(409, 'device-id-taken');
  await db.execute(sql`delete from push_subscriptions where endpoint = ${args.endpoint} and id <> ${args.id}`);
  const createdAt = new Date(Math.min(Date.parse(args.createdAt), Date.now())).toISOString();
  await db.execute(sql`
    insert into push_subscriptions (id, organisation_id, user_id, endpoint, p256dh, auth, device_label, created_at)
    values (${args.id}, ${caller.organisationId}, ${caller.id}, ${args.endpoint}, ${args.p256dh}, ${args.auth}, ${args.deviceLabel}, ${createdAt})
    on conflict (id) do update set endpoint = excluded.endpoint, p256dh = excluded.p256dh, auth = excluded.auth,
      device_label = excluded.device_label`);
}

/** Removes the caller's subscription (logout, or turned off); removing one already gone changes nothing. */
export async function removePushSubscription(db: Database, caller: Caller, args: IntentArgs<'pushSubscription.remove'>): Promise<void> {
  await db.execute(sql`delete from push_subscriptions where id = ${args.id} and user_id = ${caller.id}`);
}
