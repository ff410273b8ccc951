/** Batch tables: the batches a learner is in or a teacher teaches; members and their progress for teachers only. */
import { batchMemberRowSchema, batchRowSchema, studentProgressRowSchema } from '../batches';
import { defineTable } from './table';

export const batchesTable = defineTable({
  name: 'batches',
  row: batchRowSchema,
  indexes: ['courseId'],
  scope: { learner: 'own-batches', teacher: 'taught-batches', admin: 'organisation' },
});
export const batchMembersTable = defineTable({
  name: 'batchMembers',
  row: batchMemberRowSchema,
  indexes: ['batchId', 'userId'],
  scope: { teacher: 'taught-batches' },
});
export const studentProgressTable = defineTable({
  name: 'studentProgress',
  row: studentProgressRowSchema,
  indexes: ['userId', 'courseId'],
  scope: { teacher: 'taught-batches' },
});
