/**
 * Rows of every table an intent writes, made by the intents themselves: each intent's sample (valid
 * args over the demo seed, recorded beside its args schema with `withSample`) pushed through the real
 * handlers as the first of the callers it applies for. A new table with an intent gets its rows here
 * without a test naming it.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { sampleOf } from '../../../contract/fields';
import { intentArgs, type IntentName } from '../../../contract/intents';
import type { Caller } from '../../../server/auth/caller';
import type { Database } from '../../../server/db/client';
import { openLiveBus } from '../../../server/live/bus';
import { pushMutations } from '../../../server/sync/push';

/** Pushes every intent's sample once, as the first of `callers` it applies for; resolves with the intents none applied. */
export async function applyIntentSamples(db: Database, callers: readonly Caller[]): Promise<IntentName[]> {
  const live = await openLiveBus(db, pino({ level: 'silent' }));
  const notApplied: IntentName[] = [];
  try {
    for (const name of Object.keys(intentArgs) as IntentName[]) {
      const sample = sampleOf(intentArgs[name]);
      let applied = false;
      for (const caller of callers) {
        if (applied || !sample) break;
        const answer = await pushMutations(db, caller, { clientId: randomUUID(), mutations: [{ id: 1, name, args: sample() }] }, { live });
        applied = answer.results[0]?.status === 'applied';
      }
      if (!applied) notApplied.push(name);
    }
  } finally {
    await live.close();
  }
  return notApplied;
}
