/**
 * H5P statements from the player page (issue 51): the content origin's h5p-player posts
 * `{ type: 'package:statement', statement }` for each `answered`/`completed` xAPI event; here the
 * statement is checked against `package.statement` (a page of the content origin is not trusted)
 * and written locally + queued. A `completed` one finishes the item (its lesson section).
 */
import { packageStatementArgs } from '@contract/xapi';
import { recordStatement } from '../data/statement-writes';

interface Where {
  courseId: string;
  lessonId: string;
  item: number;
}

/** Handles one message of the player; true when it was a statement (kept or not). */
export function onStatementMessage(data: { type?: string; statement?: unknown }, where: Where, onItemDone: (item: number) => void): boolean {
  if (data.type !== 'package:statement') return false;
  const statement = typeof data.statement === 'object' && data.statement ? data.statement : {};
  const parsed = packageStatementArgs.safeParse({ ...statement, ...where });
  if (!parsed.success) return true;
  void recordStatement(parsed.data);
  if (parsed.data.verb === 'completed') onItemDone(where.item);
  return true;
}
