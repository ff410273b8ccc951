/**
 * One learner's full record for an admin (issue 14): an admin's pull holds only summaries, so the
 * record is read on demand from `GET /api/admin/learners/:userId/record` and cached in the member
 * tables a teacher's pull fills, where the record screen reads it offline later. Only admin screens
 * import this module (it brings zod).
 */
import { learnerRecordSchema, type LearnerRecord } from '@contract/staff';
import { apiRequest } from './api-client';
import { db } from './db';
import { deleteMemberQuizResults, memberQuizTables, putMemberQuizResults } from './member-attempts';

/** Fetches the record of `userId`, caches it (replacing that learner's cached rows) and answers it. */
export async function loadLearnerRecord(userId: string): Promise<LearnerRecord> {
  const record = learnerRecordSchema.parse(await apiRequest(`/admin/learners/${encodeURIComponent(userId)}/record`));
  const tables = [db.people, db.studentProgress, ...memberQuizTables(), db.memberQuizKeys, db.memberExerciseAttempts, db.memberReviews];
  await db.transaction('rw', tables, async () => {
    await Promise.all([db.studentProgress, db.memberExerciseAttempts, db.memberReviews].map((table) => table.where('userId').equals(userId).delete()));
    // The learner's attempts are one row, id = their user id.
    await deleteMemberQuizResults([userId]);
    await db.people.put(record.person);
    await db.studentProgress.bulkPut(record.progress);
    await putMemberQuizResults(record.quizResults);
    await db.memberQuizKeys.bulkPut(record.quizKeys);
    await db.memberExerciseAttempts.bulkPut(record.exerciseAttempts);
    await db.memberReviews.bulkPut(record.reviews);
  });
  return record;
}
