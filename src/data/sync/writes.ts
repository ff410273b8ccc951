/**
 * The outbox as features may see it (CONVENTIONS §15): the queued writes of an intent about one
 * entity, pending or refused, and the one way to send a refused write again or let it go. Features
 * never read `db.outbox` themselves; the engine's tables are its own.
 */
import type { IntentArgs, IntentName } from '@contract/sync';
import { db, type OutboxRow } from '../db';
import { everyIntentDeclared, intentFor } from './intents';
import { enqueue } from './outbox';

/** A queued write of intent `N`. `failed`: the server refused it for good, for `error`. */
export interface QueuedWrite<N extends IntentName = IntentName> {
  seq: number;
  mutationId: number;
  name: N;
  args: IntentArgs<N>;
  status: 'pending' | 'failed';
  error?: string;
  /** The refusal's code and params, when the server sent them (src/i18n/refusals words them). */
  errorCode?: string;
  errorParams?: Record<string, string | number>;
  /** Refused because the server lost it after applying it (restored from a backup): it can be sent again. */
  lost?: true;
  createdAt: string;
}

// The outbox only ever holds args checked against their intent's schema by `enqueue`.
function asWrite<N extends IntentName>(row: OutboxRow & { name: N }): QueuedWrite<N> {
  return { ...row, seq: row.seq ?? 0, args: row.args as IntentArgs<N> };
}

function matches(args: object, about: object): boolean {
  return Object.entries(about).every(([field, value]) => (args as Record<string, unknown>)[field] === value);
}

/** The writes of intent `name` whose args have the fields of `about` (every one when omitted), oldest first. */
export async function writesOf<N extends IntentName>(name: N, about: Partial<IntentArgs<N>> = {}): Promise<QueuedWrite<N>[]> {
  const rows = await db.outbox.where('name').equals(name).sortBy('seq');
  return rows
    .filter((row): row is OutboxRow & { name: N } => row.name === name)
    .map(asWrite)
    .filter((write) => matches(write.args, about));
}

/** The writes of intent `name` about `about` still waiting to be sent. */
export async function pendingWrites<N extends IntentName>(name: N, about: Partial<IntentArgs<N>> = {}): Promise<QueuedWrite<N>[]> {
  return (await writesOf(name, about)).filter((write) => write.status === 'pending');
}

/** The writes of intent `name` about `about` the server refused. */
export async function failedWrites<N extends IntentName>(name: N, about: Partial<IntentArgs<N>> = {}): Promise<QueuedWrite<N>[]> {
  return (await writesOf(name, about)).filter((write) => write.status === 'failed');
}

/** How many writes wait to be sent, and every refused write, oldest first (the sync status shows them). */
export async function outboxSummary(): Promise<{ pending: number; failed: QueuedWrite[] }> {
  const [pending, failed] = await Promise.all([
    db.outbox.where('status').equals('pending').count(),
    db.outbox.where('status').equals('failed').sortBy('seq'),
  ]);
  return { pending, failed: failed.map(asWrite) };
}

/**
 * Sends a refused write again: the one retry path. It is queued as a new intent with the same args
 * (the server has counted the old id as processed, so that id would only be answered `duplicate`),
 * and in the same transaction the refused row goes and the intent's optimistic change is made again.
 */
export async function retryWrite(seq: number): Promise<void> {
  const row = await db.outbox.get(seq);
  if (!row || row.status !== 'failed') return;
  const write = asWrite(row);
  // Not loaded (a chunk missing offline): sent again all the same; the screen that made it declared its own intent.
  await everyIntentDeclared().catch(() => undefined);
  const intent = intentFor(write.name);
  await enqueue(write.name, write.args, {
    tables: intent?.tables() ?? [],
    applyLocally: async () => {
      await db.outbox.delete(seq);
      await intent?.reapply?.(write.args);
    },
  });
}

/** Removes a refused write for good. */
export async function discardWrite(seq: number): Promise<void> {
  await db.outbox.where({ seq, status: 'failed' }).delete();
}
