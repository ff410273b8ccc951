/**
 * How to undo an intent's optimistic change when the server rejects it for good. Features register
 * one per intent name next to the write that made the change; the engine runs it in the same
 * transaction that marks the outbox row failed.
 */
import type { Table } from 'dexie';
import type { MutationArgs, MutationName } from '@contract/sync';

/** Undoes the optimistic change of one rejected intent. */
export interface Rollback<N extends MutationName> {
  tables: () => Table[];
  undo: (args: MutationArgs<N>) => Promise<void>;
}

const rollbacks = new Map<MutationName, Rollback<MutationName>>();

/** Registers the rollback of intent `name` (replacing any earlier one). */
export function registerRollback<N extends MutationName>(name: N, rollback: Rollback<N>): void {
  rollbacks.set(name, rollback as unknown as Rollback<MutationName>);
}

/** The rollback of intent `name`, if a feature registered one. */
export function rollbackFor(name: MutationName): Rollback<MutationName> | undefined {
  return rollbacks.get(name);
}

/** Every table some rollback touches (the failing transaction must include them). */
export function rollbackTables(): Table[] {
  return [...rollbacks.values()].flatMap((r) => r.tables());
}
