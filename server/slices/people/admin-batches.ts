/**
 * Batches as an admin manages them (issue 17, item 2): list, create, edit (the start date is locked
 * once the batch runs), archive; the learners of a batch: add, remove, move (their rules:
 * batch-memberships.ts). Every change is audited in its transaction.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { batchStatus, type AdminBatch, type BatchCreate, type BatchMember, type BatchPatch } from '../../../contract/people';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { batchMembers, batches, courses, users } from '../../db/schema';
import { refuse } from '../../http/problem';
import { recordAudit } from '../../db/audit';
import { createBatchRoom } from '../messages/rooms';
import { addMembership, moveMembership, removeMembership } from './batch-memberships';
import { checkTeachers, setBatchTeachers, teacherChoice, teachersOf } from './batch-teacher-set';

/** Today's date on the server (UTC), `YYYY-MM-DD`. */
export const serverToday = () => new Date().toISOString().slice(0, 10);

/** The batches `where` selects as the admin's list shows them (the teacher's list is made from it: slices/people/batches.ts). */
export async function selectAdminBatches(db: Database, where: SQL[]): Promise<AdminBatch[]> {
  const rows = await db
    .select({
      id: batches.id,
      name: batches.name,
      courseId: batches.courseId,
      courseTitle: courses.title,
      teacherId: batches.teacherId,
      teacherName: users.displayName,
      startsOn: batches.startsOn,
      endsOn: batches.endsOn,
      enrolmentEndsOn: batches.enrolmentEndsOn,
      archivedAt: batches.archivedAt,
      teachers: sql<{ id: string; name: string }[]>`(select coalesce(json_agg(json_build_object('id', t.id, 'name', coalesce(t.display_name, t.email, t.id))
        order by (t.id = ${batches.teacherId}) desc, t.display_name), '[]'::json)
        from batch_teachers bt join users t on t.id = bt.user_id where bt.batch_id = ${batches.id})`,
      studentCount: count(batchMembers.id),
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .leftJoin(users, eq(users.id, batches.teacherId))
    .leftJoin(batchMembers, eq(batchMembers.batchId, batches.id))
    .where(and(...where))
    .groupBy(batches.id, courses.title, users.displayName)
    .orderBy(asc(batches.name));
  return rows.map(({ archivedAt, teachers, ...row }) => ({
    ...row, teacherIds: teachers.map((t) => t.id), teacherNames: teachers.map((t) => t.name), archived: archivedAt !== null,
  }));
}

/** Every batch of the organisation, archived ones included. */
export function listAdminBatches(db: Database, caller: Caller): Promise<AdminBatch[]> {
  return selectAdminBatches(db, [eq(batches.organisationId, caller.organisationId)]);
}

async function oneBatch(db: Database, caller: Caller, batchId: string): Promise<AdminBatch> {
  const [batch] = await selectAdminBatches(db, [eq(batches.id, batchId), eq(batches.organisationId, caller.organisationId)]);
  if (!batch) throw refuse(404, 'batch-not-in-organisation', { batchId });
  return batch;
}

/** Creates a batch (and its chat room); 404 for a course or teacher outside the organisation, 409 for a taken name. */
export async function createAdminBatch(db: Database, caller: Caller, input: BatchCreate): Promise<AdminBatch> {
  const org = caller.organisationId;
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(and(eq(courses.id, input.courseId), eq(courses.organisationId, org)));
    if (!course) throw refuse(404, 'course-not-in-organisation', { courseId: input.courseId });
    const { lead, teacherIds } = teacherChoice(input);
    await checkTeachers(tx, org, teacherIds ?? (lead ? [lead] : []));
    const id = randomUUID();
    const values = {
      name: input.name,
      courseId: input.courseId,
      teacherId: lead ?? null,
      startsOn: input.startsOn ?? null,
      endsOn: input.endsOn ?? null,
      enrolmentEndsOn: input.enrolmentEndsOn ?? null,
    };
    const inserted = await tx.insert(batches).values({ id, organisationId: org, ...values }).onConflictDoNothing().returning({ id: batches.id });
    if (inserted.length === 0) throw refuse(409, 'batch-name-taken', { name: input.name });
    if (teacherIds) await setBatchTeachers(tx, org, id, teacherIds);
    await createBatchRoom(tx, { id, organisationId: org, name: input.name, courseId: input.courseId });
    await recordAudit(tx, caller, { action: 'batch.create', subjectType: 'batch', subjectId: id, batchId: id, before: null, after: { ...values, teacherIds: await teachersOf(tx, id) } });
    return oneBatch(tx, caller, id);
  });
}

/** Edits or archives a batch; 409 when a running or ended batch's start date would move. */
export async function updateAdminBatch(db: Database, caller: Caller, batchId: string, patch: BatchPatch): Promise<AdminBatch> {
  const org = caller.organisationId;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(batches).where(and(eq(batches.id, batchId), eq(batches.organisationId, org))).for('update');
    if (!before) throw refuse(404, 'batch-not-in-organisation', { batchId });
    const started = batchStatus(before.startsOn, before.endsOn, serverToday()) !== 'upcoming' && before.startsOn !== null;
    if (patch.startsOn !== undefined && patch.startsOn !== before.startsOn && started) {
      throw refuse(409, 'batch-running');
    }
    const startsOn = patch.startsOn === undefined ? before.startsOn : patch.startsOn;
    const endsOn = patch.endsOn === undefined ? before.endsOn : patch.endsOn;
    if (startsOn && endsOn && startsOn > endsOn) throw refuse(400, 'batch-ends-before-start');
    const { lead, teacherIds } = teacherChoice(patch);
    await checkTeachers(tx, org, teacherIds ?? (lead ? [lead] : []));
    const { archived, teacherId: _lead, teacherIds: _teachers, ...fields } = patch;
    const set = {
      ...fields,
      ...(lead === undefined ? {} : { teacherId: lead }),
      ...(archived === undefined ? {} : { archivedAt: archived ? (before.archivedAt ?? new Date()) : null }),
    };
    const teachersBefore = await teachersOf(tx, batchId);
    if (Object.keys(set).length > 0) {
      if (patch.name !== undefined && patch.name !== before.name) {
        const [taken] = await tx.select({ id: batches.id }).from(batches).where(and(eq(batches.organisationId, org), eq(batches.name, patch.name)));
        if (taken) throw refuse(409, 'batch-name-taken', { name: patch.name });
      }
      const updated = await tx.update(batches).set(set).where(eq(batches.id, batchId)).returning({ id: batches.id });
      if (teacherIds) await setBatchTeachers(tx, org, batchId, teacherIds);
      if (updated.length) {
        const teachersAfter = await teachersOf(tx, batchId);
        const pick = (row: typeof before) => ({ name: row.name, teacherId: row.teacherId, teacherIds: row === before ? teachersBefore : teachersAfter,
          startsOn: row.startsOn, endsOn: row.endsOn, enrolmentEndsOn: row.enrolmentEndsOn, archived: row.archivedAt !== null });
        const action = archived === true && !before.archivedAt ? 'batch.archive' : archived === false && before.archivedAt ? 'batch.unarchive' : 'batch.update';
        const [after] = await tx.select().from(batches).where(eq(batches.id, batchId));
        await recordAudit(tx, caller, { action, subjectType: 'batch', subjectId: batchId, batchId, before: pick(before), after: pick(after!) });
      }
    }
    return oneBatch(tx, caller, batchId);
  });
}

/** The learners of a batch. */
export async function listBatchMembers(db: Database, caller: Caller, batchId: string): Promise<BatchMember[]> {
  await oneBatch(db, caller, batchId);
  const rows = await db
    .select({ id: batchMembers.id, userId: batchMembers.userId, displayName: users.displayName, email: users.email, joinedAt: batchMembers.createdAt })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.organisationId, caller.organisationId)))
    .orderBy(asc(users.displayName), asc(users.email));
  return rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() }));
}

/** Adds a learner of the organisation to a batch; 409 if already in or the batch is archived (rules: batch-memberships.ts). */
export async function addMember(db: Database, caller: Caller, batchId: string, userId: string): Promise<BatchMember> {
  return db.transaction(async (tx) => {
    const memberId = randomUUID();
    await addMembership(tx, caller, { memberId, batchId, userId });
    const [member] = (await listBatchMembers(tx, caller, batchId)).filter((m) => m.id === memberId);
    return member!;
  });
}

/** Removes a learner from a batch (their activity rows stay). */
export async function removeMember(db: Database, caller: Caller, enrollment: string): Promise<void> {
  await db.transaction((tx) => removeMembership(tx, caller, { memberId: enrollment }));
}

/** Moves a learner to another open batch: one audit row on each batch; 409 when they are in it already. */
export async function moveMember(db: Database, caller: Caller, enrollment: string, toBatchId: string): Promise<BatchMember> {
  return db.transaction(async (tx) => {
    if ((await moveMembership(tx, caller, { memberId: enrollment, toBatchId })) === 'unchanged') {
      throw refuse(409, 'learner-in-that-batch');
    }
    const [member] = (await listBatchMembers(tx, caller, toBatchId)).filter((m) => m.id === enrollment);
    return member!;
  });
}
