/**
 * Packs the tables a device asked for packed (`pack` on `GET /api/sync/pull`, contract/wire.ts
 * `PACKABLE_TABLES`): today `memberQuizResults`, a teacher's 36,000 attempts (contract/member-quiz-pack.ts).
 * A device that does not ask gets the answer untouched.
 */
import { packMemberQuizResults } from '../../contract/member-quiz-pack';
import type { MemberQuizResultRowData } from '../../contract/staff';
import { PACKABLE_TABLES, type PullResponse } from '../../contract/sync';

/** `answer` with `memberQuizResults` packed when `pack` names it (the rows that do not pack stay in `put`). */
export function packPullAnswer(answer: PullResponse, pack: string | undefined): PullResponse {
  const change = answer.changes.memberQuizResults;
  if (!pack?.split(',').includes(PACKABLE_TABLES) || !change?.put.length) return answer;
  const { packed, rest } = packMemberQuizResults(change.put as unknown as MemberQuizResultRowData[]);
  if (!packed) return answer;
  return { ...answer, changes: { ...answer.changes, memberQuizResults: { ...change, put: rest as unknown as typeof change.put, packed } } };
}
