// Reviews as a pull brings them (made on another device): through the real apply path and the
// reviews hook, so the kept schedule follows as it does in the app.
import type { PullResponse } from '@contract/sync';
import type { ReviewRow } from '@/data/db';
import { applyPull } from '@/data/sync/pull';
import '@/data/table-hooks';

/** Applies one pull answer that puts `put` and deletes `del` of the learner's reviews. */
export function pullReviews(put: readonly ReviewRow[], del: readonly string[] = []): Promise<void> {
  const answer: PullResponse = { cursor: '10', reset: false, lastMutationId: 0, changes: { reviews: { put: [...put], del: [...del] } } };
  return applyPull(answer);
}
