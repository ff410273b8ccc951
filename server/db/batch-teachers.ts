/**
 * Who teaches a batch (issue 17, item 2): every teacher-scoped reader asks `batch_teachers` (the lead
 * `batches.teacher_id` is one of its rows), so a second teacher sees and may do what the lead may.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** SQL true when user `userId` (a bound id, or a column expression) teaches the batch whose id is `batchId` (a column or column expression). */
export function teaches(batchId: SQL | AnyColumn, userId: SQL | string): SQL {
  return sql`exists (select 1 from batch_teachers bt where bt.batch_id = ${batchId} and bt.user_id = ${userId})`;
}
