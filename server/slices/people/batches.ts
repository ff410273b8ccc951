/** Batches: a teacher's own, and all of them for an admin (they are created by people/admin-batches.ts). */
import { eq, type SQL } from 'drizzle-orm';
import type { Batch } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { batches } from '../../db/schema';
import { selectAdminBatches } from './admin-batches';
import { teaches } from '../../db/batch-teachers';

/** A batch as the teacher's and the admin's lists show it: the admin's list row (admin-batches.ts) without the admin's fields. */
async function selectBatches(db: Database, where: SQL[]): Promise<Batch[]> {
  const rows = await selectAdminBatches(db, where);
  return rows.map(({ id, name, courseId, courseTitle, teacherId, teacherName, startsOn, endsOn, studentCount }) =>
    ({ id, name, courseId, courseTitle, teacherId, teacherName, startsOn, endsOn, studentCount }));
}

/** The batches the calling teacher teaches (as the lead or as one of its teachers). */
export function listTeacherBatches(db: Database, caller: Caller): Promise<Batch[]> {
  return selectBatches(db, [eq(batches.organisationId, caller.organisationId), teaches(batches.id, caller.id)]);
}

/** Every batch of the organisation (admin). */
export function listAllBatches(db: Database, caller: Caller): Promise<Batch[]> {
  return selectBatches(db, [eq(batches.organisationId, caller.organisationId)]);
}
