/**
 * H5P messages from the player page (issue 51): the content origin's h5p-player posts
 * `{ type: 'package:statement', statement }` for each `answered`/`completed` xAPI event; here the
 * statement is checked against `package.statement` (a page of the content origin is not trusted)
 * and written locally + queued. A `completed` one finishes the item (its lesson section). It posts
 * `{ type: 'package:state', state }` when H5P saves the content's state (its `saveFreq`, on
 * `completed`, on leaving): kept as the item's suspend data, given back in `package:init`.
 */
import { packageStatementArgs } from '@contract/xapi';
import { recordStatement } from '../data/statement-writes';
import { saveH5pState, type PackageItemRef as Where } from '../data/package-writes';

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

/** Handles one message of the player; true when it was the content's state (kept when it is a string). */
export function onStateMessage(data: { type?: string; state?: unknown }, where: Where): boolean {
  if (data.type !== 'package:state') return false;
  if (typeof data.state === 'string') void saveH5pState(where, data.state, new Date().toISOString());
  return true;
}
