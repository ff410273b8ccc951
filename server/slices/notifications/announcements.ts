/**
 * `announcement.send` (issue 53, item 5): an admin's announcement to one batch or one course of
 * their organisation, not archived (server/slices/admin-courses/policy.ts). The id is the admin's device's
 * UUID, so a replay is stored once. Its rows are the synced table `announcements` (contract/admin.ts),
 * read by pull from its declaration. Its learners are notified by the registry's `notifying`
 * (slices/notifications/announcement.ts), in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { refuse } from '../../http/problem';
import { adminCoursesPolicy } from '../admin-courses/policy';
import { assertMay } from '../../auth/policy';

/** An announcement as stored: who sent it to which batch or course. */
export interface SentAnnouncement {
  id: string;
  organisationId: string;
  batchId: string | null;
  courseId: string | null;
  title: string;
  body: string;
  createdBy: string;
}

/** Stores the announcement, or refuses it (403 not an admin, 404 not of the organisation, 409 archived or the id is another's). */
export async function sendAnnouncement(db: Database, caller: Caller, args: IntentArgs<'announcement.send'>): Promise<void> {
  await assertMay(adminCoursesPolicy, db, caller, 'announcement.send', args);
  const announcement: SentAnnouncement = {
    id: args.announcementId, organisationId: caller.organisationId, batchId: args.batchId ?? null, courseId: args.courseId ?? null,
    title: args.title, body: args.body, createdBy: caller.id,
  };
  const [stored] = await selectRows<{ id: string }>(db, sql`
    insert into announcements (id, organisation_id, batch_id, course_id, title, body, created_by)
    values (${announcement.id}, ${announcement.organisationId}, ${announcement.batchId}, ${announcement.courseId},
      ${announcement.title}, ${announcement.body}, ${announcement.createdBy})
    on conflict (id) do nothing returning id`);
  if (stored) return;
  const [existing] = await selectRows<{ createdBy: string }>(db, sql`select created_by as "createdBy" from announcements where id = ${announcement.id}`);
  if (existing?.createdBy !== caller.id) throw refuse(409, 'announcement-id-taken');
}
