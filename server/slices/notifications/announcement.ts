/**
 * An admin's announcement (issue 53 item 5) notifies the learners it reaches: a batch's members, or
 * a course's enrolled learners and the members of its batches. Called inside the push transaction
 * after `announcement.send` stored it; the dedupe key makes a replay notify nobody twice.
 */
import { sql } from 'drizzle-orm';
import type { IntentArgs } from '../../../contract/intents';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { notifyUsers } from './notify';

/** Notifies the announcement's learners, in the caller's organisation only. */
export async function notifyAnnouncement(db: Database, caller: Caller, args: IntentArgs<'announcement.send'>): Promise<void> {
  const recipients = args.batchId
    ? await selectRows<{ userId: string }>(db, sql`
        select m.user_id as "userId" from batch_members m join batches b on b.id = m.batch_id
        where b.id = ${args.batchId} and b.organisation_id = ${caller.organisationId}`)
    : await selectRows<{ userId: string }>(db, sql`
        select e.user_id as "userId" from enrolments e join courses c on c.id = e.course_id
        where e.course_id = ${args.courseId ?? null} and e.status = 'active' and c.organisation_id = ${caller.organisationId}
        union
        select m.user_id from batch_members m join batches b on b.id = m.batch_id
        where b.course_id = ${args.courseId ?? null} and b.organisation_id = ${caller.organisationId}`);
  await notifyUsers(db, {
    organisationId: caller.organisationId,
    userIds: recipients.map((r) => r.userId).filter((id) => id !== caller.id),
    kind: 'announcement',
    dedupeKey: `announcement:${args.announcementId}`,
    title: args.title,
    body: args.body,
    url: '/dashboard',
  });
}
