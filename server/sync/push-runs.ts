/**
 * Which mutations of a push batch are applied, and in which runs (issue 55): ids up to the client's
 * `lastMutationId` are duplicates, the next ids in order are applied, an id past a gap and everything
 * after it is skipped. The applied ones are grouped into runs: consecutive writes of one intent that
 * has an `applyMany` (mutations/many.ts) form one run; any other write is a run of its own. What is
 * applied never depends on what the writes before it did (a refused write counts as processed).
 */
import type { PushRequest, PushResponse } from '../../contract/sync';

type Result = PushResponse['results'][number];

/** The plan of a batch: the client's counter after it, the answers known before applying (undefined: to apply), and the runs as indices into the batch. */
export interface BatchPlan {
  lastMutationId: number;
  results: (Result | undefined)[];
  runs: number[][];
}

/** Plans `mutations` after `lastApplied`; `batched(name)` says whether an intent is applied by runs. */
export function planBatch(mutations: PushRequest['mutations'], lastApplied: number, batched: (name: string) => boolean): BatchPlan {
  let lastMutationId = lastApplied;
  let gap = false;
  const results: (Result | undefined)[] = [];
  const runs: number[][] = [];
  let run: number[] | undefined;
  mutations.forEach((raw, index) => {
    if (raw.id <= lastMutationId) results.push({ id: raw.id, status: 'duplicate' });
    else if (gap || raw.id !== lastMutationId + 1) {
      gap = true;
      results.push({ id: raw.id, status: 'skipped' });
    } else {
      results.push(undefined);
      lastMutationId = raw.id;
      // A duplicate or a skipped id between two writes of a run applies nothing: the run goes on.
      if (run && mutations[run[0]!]!.name === raw.name && batched(raw.name)) run.push(index);
      else runs.push((run = [index]));
    }
  });
  return { lastMutationId, results, runs };
}
