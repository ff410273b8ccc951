/**
 * People, invitations, batch administration and the audit trail on the wire (issue 17, items 1–3
 * and 8): the admin's REST requests and answers under `/api/admin`.
 */
import { z } from 'zod';
import { batchRowSchema } from './batches';
import { roles } from './wire';
import { clientDate, id, isoDateTime, nullableText } from './fields';

const role = z.enum(roles);
/** An email as an admin types it: trimmed, lower-cased, at most 254 characters. */
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());
const personName = z.string().trim().min(1).max(120);

/** A person of the organisation (member or pending invitation) in the admin's people list. */
export const personSchema = z.object({
  /** The users row id, or `invitation:<id>` for a pending invitation. */
  id: z.string(),
  userId: nullableText,
  email: nullableText,
  displayName: nullableText,
  role,
  /** member: signed in; invited: waiting for the first sign-in; removed: access refused, data kept. */
  status: z.enum(['member', 'invited', 'removed']),
  batchNames: z.array(z.string()),
  since: isoDateTime,
});
export type Person = z.infer<typeof personSchema>;

/** `POST /api/admin/invitations`: invite one email. */
export const inviteRequestSchema = z.strictObject({
  email: emailField,
  displayName: personName.nullable().optional(),
  role: role.default('learner'),
  batchId: id.nullable().optional(),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** `PATCH /api/admin/people/{userId}`: a new role. */
export const personPatchSchema = z.strictObject({ role });

/** Batch status, from its dates and today's date (`YYYY-MM-DD`). */
export type BatchStatus = 'upcoming' | 'running' | 'ended';
export function batchStatus(startsOn: string | null, endsOn: string | null, today: string): BatchStatus {
  if (endsOn !== null && endsOn < today) return 'ended';
  if (startsOn !== null && startsOn <= today) return 'running';
  return startsOn === null && endsOn !== null ? 'running' : 'upcoming';
}

/** A batch as the admin manages it. */
export const adminBatchSchema = batchRowSchema.extend({
  // `teacherId` / `teacherName` (batchRowSchema) are the lead teacher, the first of `teacherIds`.
  /** Every teacher of the batch, the lead first (issue 17, item 2). */
  teacherIds: z.array(z.string()),
  teacherNames: z.array(z.string()),
  enrolmentEndsOn: nullableText,
  archived: z.boolean(),
  studentCount: z.number().int(),
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;

/** At most this many teachers share one batch. */
export const MAX_BATCH_TEACHERS = 20;

const batchFields = {
  name: z.string().trim().min(1).max(120),
  courseId: id,
  /** The lead teacher; with `teacherIds`, the lead is this one when listed there, else the first listed. */
  teacherId: id.nullable().optional(),
  /** Every teacher of the batch (replaces the batch's teachers); omitted: only the lead is set. */
  teacherIds: z.array(id).max(MAX_BATCH_TEACHERS).optional(),
  startsOn: clientDate.nullable().optional(),
  endsOn: clientDate.nullable().optional(),
  enrolmentEndsOn: clientDate.nullable().optional(),
};
const datesInOrder = (b: { startsOn?: string | null; endsOn?: string | null }) => !b.startsOn || !b.endsOn || b.startsOn <= b.endsOn;
/** `POST /api/admin/batches/manage`: a new batch. */
export const batchCreateSchema = z.strictObject(batchFields).refine(datesInOrder, 'The end date is before the start date.');
/** `PATCH /api/admin/batches/{batchId}`: changed fields (the start date is locked once the batch runs). */
export const batchPatchSchema = z.strictObject({
  name: batchFields.name.optional(),
  teacherId: batchFields.teacherId,
  teacherIds: batchFields.teacherIds,
  startsOn: batchFields.startsOn,
  endsOn: batchFields.endsOn,
  enrolmentEndsOn: batchFields.enrolmentEndsOn,
  archived: z.boolean().optional(),
});
export type BatchCreate = z.input<typeof batchCreateSchema>;
export type BatchPatch = z.input<typeof batchPatchSchema>;

/** A learner in a batch (`GET /api/admin/batches/{batchId}/members`). */
export const batchMemberSchema = z.object({ id, userId: id, displayName: nullableText, email: nullableText, joinedAt: isoDateTime });
export type BatchMember = z.infer<typeof batchMemberSchema>;
/** `POST /api/admin/batch-members/{enrollment}/move`. */
export const moveMemberSchema = z.strictObject({ batchId: id });

/** One audit row (`GET /api/admin/audit?userId=…|batchId=…`). */
export const auditRowSchema = z.object({
  id,
  actorName: nullableText,
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: isoDateTime,
});
export type AuditRow = z.infer<typeof auditRowSchema>;
export const auditQuerySchema = z
  .strictObject({ userId: id.optional(), batchId: id.optional() })
  .refine((q) => (q.userId === undefined) !== (q.batchId === undefined), 'Give either userId or batchId.');
