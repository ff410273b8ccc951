/** Batch memberships ("enrolments" of the batch-students pages): reading one (they are written by people/batch-memberships.ts). */
import { and, eq } from 'drizzle-orm';
import type { BatchStudent } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { batchMembers, batches, users } from '../../db/schema';
import { teaches } from '../../db/batch-teachers';
import { refuse } from '../../http/problem';

async function findMembership(db: Database, caller: Caller, id: string) {
  const [row] = await db
    .select({
      id: batchMembers.id,
      batchId: batchMembers.batchId,
      batchName: batches.name,
      taught: teaches(batches.id, caller.id).mapWith(Boolean),
      userId: batchMembers.userId,
      displayName: users.displayName,
      email: users.email,
      joinedAt: batchMembers.createdAt,
    })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(and(eq(batchMembers.id, id), eq(batchMembers.organisationId, caller.organisationId)));
  return row;
}

/** One membership; a teacher sees only those of batches they teach, as lead or not (others are 404, not 403). */
export async function getBatchStudent(db: Database, caller: Caller, enrollment: string): Promise<BatchStudent> {
  const row = await findMembership(db, caller, enrollment);
  if (!row || (caller.role === 'teacher' && !row.taught)) {
    throw refuse(404, 'batch-enrolment-missing', { enrollment });
  }
  const { taught: _taught, joinedAt, ...rest } = row;
  return { ...rest, joinedAt: joinedAt.toISOString() };
}
