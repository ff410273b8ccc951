/**
 * The admin's write intents (issue 17, items 2, 4-6 and 8): decide enrolment requests, enrol people
 * directly, grant and revoke course access, add, move and remove the learners of a batch, and create,
 * change the status of and duplicate courses; and send an announcement to a batch or a course (issue
 * 53, item 5), whose rows are the synced table `announcements` declared here.
 * Each goes through the outbox like any write: pending until the server applies it, rolled back with
 * its reason if refused. The server allows them to admins only, within their organisation.
 */
import { z } from 'zod';
import { clientDateTime, id, isoDateTime, withSample } from './fields';
import { defineTable } from './tables/table';
import { packageLimitsSchema } from './xapi';

/** At most this many people or requests one admin write names (a batch of a few hundred learners fits). */
export const ADMIN_WRITE_MAX_TARGETS = 1000;
/** The longest message to a learner about an enrolment decision. */
export const DECISION_MESSAGE_MAX = 500;
/** The longest course title. */
export const COURSE_TITLE_MAX = 200;

const targets = z.array(id).min(1).max(ADMIN_WRITE_MAX_TARGETS);

/** A course's status: learners see only `published` courses. */
export const courseStatuses = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/** An orgEnrolments row id: `${userId}:${courseId}`. */
export const enrolmentRequestId = z.string().min(3).max(257);

/** `enrolment.decide`: approve or reject requests (orgEnrolments ids), with a message the learners see. */
export const enrolmentDecideArgs = z.strictObject({
  requestIds: z.array(enrolmentRequestId).min(1).max(ADMIN_WRITE_MAX_TARGETS),
  decision: z.enum(['approve', 'reject']),
  message: z.string().trim().max(DECISION_MESSAGE_MAX).optional(),
  at: clientDateTime,
});

/** `enrolment.add`: enrol people in a course directly (active at once). */
export const enrolmentAddArgs = z.strictObject({ courseId: id, userIds: targets, at: clientDateTime });

/**
 * `access.grant`: give people (or every current member of a batch) access to a course, until
 * `expiresAt` when given. Granting again replaces the expiry.
 */
export const accessGrantArgs = z
  .strictObject({
    courseId: id,
    userIds: z.array(id).max(ADMIN_WRITE_MAX_TARGETS),
    batchId: id.optional(),
    expiresAt: clientDateTime.nullable(),
    at: clientDateTime,
  })
  .refine((args) => args.userIds.length > 0 || args.batchId !== undefined, 'name at least one person or a batch');

/** `access.revoke`: take a course's access away from people (their grants are deleted). */
export const accessRevokeArgs = z.strictObject({ courseId: id, userIds: targets, at: clientDateTime });

const courseTitle = z.string().trim().min(1).max(COURSE_TITLE_MAX);

/** `course.create`: a new draft course with the id the device chose (the editor opens it at once). */
export const courseCreateArgs = z.strictObject({ courseId: id, title: courseTitle });

/**
 * `course.setStatus`: publish, unpublish (back to draft) or archive a course. `from` is the status the
 * admin saw: if someone else changed it meanwhile the write is refused rather than overwriting theirs.
 */
export const courseSetStatusArgs = z.strictObject({ courseId: id, from: z.enum(courseStatuses), status: z.enum(courseStatuses) });

/** `course.duplicate`: a draft copy of a course with its modules and lessons, under a new id and title. */
export const courseDuplicateArgs = z.strictObject({ sourceCourseId: id, courseId: id, title: courseTitle });

/**
 * `batchMember.add`: put a learner in a batch under the membership id the admin's device chose (the
 * `{enrollment}` of batch-students), so the device shows the row at once under its final id.
 */
export const batchMemberAddArgs = z.strictObject({ memberId: z.uuid(), batchId: id, userId: id });

/**
 * `batchMember.move`: move a membership to another batch. `fromBatchId` is the batch the admin saw it
 * in: if someone moved the learner meanwhile the write is refused rather than moving them again (and
 * the device puts the row back there when the server refuses).
 */
export const batchMemberMoveArgs = z.strictObject({ memberId: id, fromBatchId: id.optional(), toBatchId: id });

/** `batchMember.remove`: take a learner out of a batch (their activity stays). */
export const batchMemberRemoveArgs = z.strictObject({ memberId: id });

/** The longest announcement title, and body (plain text). */
export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 4000;

const announcementText = { title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX), body: z.string().trim().min(1).max(ANNOUNCEMENT_BODY_MAX) };

/**
 * `announcement.send`: an admin's announcement to the learners and teachers of one batch or of one
 * course (exactly one of them), under the id the admin's device chose (a replay is stored once).
 */
export const announcementSendArgs = z
  .strictObject({ announcementId: z.uuid(), batchId: id.optional(), courseId: id.optional(), ...announcementText })
  .refine((args) => (args.batchId === undefined) !== (args.courseId === undefined), 'must name a batch or a course, not both');

/** An announcement as pull sends it: to a batch or to a course (the other is null). */
export const announcementRowSchema = z.object({
  id,
  organisationId: id,
  batchId: id.nullable(),
  courseId: id.nullable(),
  ...announcementText,
  createdBy: id,
  createdAt: isoDateTime,
});
export type AnnouncementRow = z.infer<typeof announcementRowSchema>;

/**
 * `announcements` (Dexie 25): a learner receives those of their batches and of the courses they may
 * open, a teacher those of the batches they teach and of those batches' courses, an admin all of the
 * organisation. Read by the server from `announcements` by these fields (no reader of its own).
 */
export const announcementsTable = defineTable({
  name: 'announcements',
  row: announcementRowSchema,
  indexes: ['batchId', 'courseId', 'createdAt'],
  scope: { learner: ['own-batches', 'openable-courses'], teacher: 'taught-batches', admin: 'organisation' },
  scopeFields: { batch: 'batchId', course: 'courseId' },
  dexie: 25,
});

/**
 * `packageLimits.set` (issue 51 item 5): the organisation's own largest package and most packages (null:
 * the server's), and the limits shown when the admin changed them (`from`, what a refusal restores).
 */
export const packageLimitsSetArgs = packageLimitsSchema.extend({ from: packageLimitsSchema });

/** An organisation's own package limits as pull sends them (id = the organisation's id; no row: the server's). */
export const packageLimitsRowSchema = packageLimitsSchema.extend({ id });
export type PackageLimitsRow = z.infer<typeof packageLimitsRowSchema>;

/**
 * `packageLimits` (Dexie 28): the admins of an organisation receive its one row. Read by the server
 * from `organisation_package_limits` by these fields (no reader of its own).
 */
export const packageLimitsTable = defineTable({
  name: 'packageLimits',
  row: packageLimitsRowSchema,
  indexes: [],
  scope: { admin: 'organisation' },
  scopeFields: {},
  sqlTable: 'organisation_package_limits',
  columns: { id: 'organisation_id' },
  dexie: 28,
});

/** The admin area's synced tables, in answer order (spread into contract/tables/index.ts). */
export const adminTables = [announcementsTable, packageLimitsTable] as const;

/** `GET /api/admin/activity-counts`: attempts per quiz and exercise, reviews per deck, in the admin's organisation. */
export const activityCountsSchema = z.object({
  quizzes: z.record(z.string(), z.number().int().min(0)),
  exercises: z.record(z.string(), z.number().int().min(0)),
  decks: z.record(z.string(), z.number().int().min(0)),
});
export type ActivityCounts = z.infer<typeof activityCountsSchema>;

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(enrolmentDecideArgs, () => ({ requestIds: ['u5-learner:c5-data'], decision: 'approve' as const, message: 'Welcome', at: new Date().toISOString() }));
withSample(enrolmentAddArgs, () => ({ courseId: 'c5-data', userIds: ['u5-kwame'], at: new Date().toISOString() }));
withSample(accessGrantArgs, () => ({ courseId: 'c5-data', userIds: ['u5-priya'], expiresAt: null, at: new Date().toISOString() }));
withSample(accessRevokeArgs, () => ({ courseId: 'c5-data', userIds: ['u5-priya'], at: new Date().toISOString() }));
withSample(batchMemberAddArgs, () => ({ memberId: crypto.randomUUID(), batchId: 'b5-python-autumn', userId: 'u5-kwame' }));
// Mei's seeded membership (server/seed: `<batchId>-<userId>`), so each applies once for an admin.
withSample(batchMemberMoveArgs, () => ({ memberId: 'b5-python-autumn-u5-mei', fromBatchId: 'b5-python-autumn', toBatchId: 'b5-spreadsheets-spring' }));
withSample(batchMemberRemoveArgs, () => ({ memberId: 'b5-python-autumn-u5-mei' }));
withSample(courseCreateArgs, () => ({ courseId: crypto.randomUUID(), title: 'Fuzz course' }));
withSample(courseSetStatusArgs, () => ({ courseId: 'c5-projects', from: 'draft' as const, status: 'draft' as const }));
withSample(courseDuplicateArgs, () => ({ sourceCourseId: 'c5-projects', courseId: crypto.randomUUID(), title: 'Copy' }));
withSample(packageLimitsSetArgs, () => ({ maxBytes: 50_000_000, maxCount: 200, from: { maxBytes: null, maxCount: null } }));
withSample(announcementSendArgs, () => ({ announcementId: crypto.randomUUID(), batchId: 'b5-spreadsheets-spring', title: 'Room change', body: 'Thursday we meet in room 4.' }));

/** The write intents of the admin, by name, with their args' schemas (spread into contract/intents.ts). */
export const adminIntentArgs = {
  'enrolment.decide': enrolmentDecideArgs,
  'enrolment.add': enrolmentAddArgs,
  'access.grant': accessGrantArgs,
  'access.revoke': accessRevokeArgs,
  'batchMember.add': batchMemberAddArgs,
  'batchMember.move': batchMemberMoveArgs,
  'batchMember.remove': batchMemberRemoveArgs,
  'course.create': courseCreateArgs,
  'course.setStatus': courseSetStatusArgs,
  'course.duplicate': courseDuplicateArgs,
  'announcement.send': announcementSendArgs,
  'packageLimits.set': packageLimitsSetArgs,
} as const;
