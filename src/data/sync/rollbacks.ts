/**
 * The rollbacks of rejected intents, as the drainer reads them: a view of the client intent
 * declarations (./intents.ts). `registerRollback` is kept for callers that only undo.
 */
import type { Table } from 'dexie';
import type { MutationArgs, MutationName } from '@contract/sync';
import { declareIntent, intentFor, intentTables } from './intents';

/** Undoes the optimistic change of one rejected intent. */
export interface Rollback<N extends MutationName> {
  tables: () => Table[];
  undo: (args: MutationArgs<N>) => Promise<void>;
}

/** Declares intent `name` with just a rollback (keeping a `reapply` declared earlier). */
export function registerRollback<N extends MutationName>(name: N, rollback: Rollback<N>): void {
  declareIntent(name, { ...intentFor(name), tables: rollback.tables, rollback: rollback.undo });
}

/** The rollback of intent `name`, if its declaration has one. */
export function rollbackFor<N extends MutationName>(name: N): Rollback<N> | undefined {
  const intent = intentFor(name);
  const undo = intent?.rollback;
  return intent && undo ? { tables: intent.tables, undo: async (args) => { await undo(args); } } : undefined;
}

/** Every table some declared intent touches (the failing transaction must include them). */
export function rollbackTables(): Table[] {
  return intentTables();
}
