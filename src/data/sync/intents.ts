/**
 * The client's half of each write intent (CONVENTIONS §14): which local tables its optimistic change
 * touches, how to make that change again from the args alone (when a refused write is sent again)
 * and how to undo it when the server refuses the write for good. Features declare theirs next to the
 * write and export them as one group per module (`intentGroup`); src/app/intents.ts spreads the groups
 * into a map typed over every intent name, so an intent without a client declaration does not compile
 * and a new intent of an existing module is listed once, in its module.
 */
import type { Table } from 'dexie';
import type { IntentArgs, IntentName } from '@contract/sync';

/** The client's declaration of intent `N`. */
export interface ClientIntent<N extends IntentName> {
  /** The local tables `reapply` and `rollback` write (their transaction must include them). */
  tables: () => Table[];
  /** Makes the optimistic change again, for a refused write sent again; omitted when nothing was undone. */
  reapply?(args: IntentArgs<N>): Promise<unknown>;
  /** Undoes the optimistic change when the server refuses the write for good. */
  rollback?(args: IntentArgs<N>): Promise<unknown>;
}

/** Every intent's client declaration, by name. */
export type ClientIntents = { readonly [N in IntentName]: ClientIntent<N> };

/** A declaration that carries its intent's name, so a group can key it. */
export type NamedIntent<N extends IntentName> = ClientIntent<N> & { readonly name: N };

// Keyed by name: the declaration under a name is always that intent's (declareIntent's signature).
const declared = new Map<IntentName, ClientIntent<IntentName>>();

/** Declares the client's half of intent `name` (replacing an earlier declaration). */
export function declareIntent<N extends IntentName>(name: N, intent: ClientIntent<N>): NamedIntent<N> {
  declared.set(name, intent);
  return { ...intent, name };
}

/** A module's declarations keyed by name: what it exports for the app's list (src/app/intents.ts). */
export function intentGroup<const I extends readonly NamedIntent<IntentName>[]>(...intents: I): { readonly [E in I[number] as E['name']]: E } {
  return Object.fromEntries(intents.map((intent) => [intent.name, intent])) as { readonly [E in I[number] as E['name']]: E };
}

/** Declares every intent at once (the app does, so none is missing whichever screens were opened). */
export function declareIntents(intents: ClientIntents): void {
  for (const name of Object.keys(intents) as IntentName[]) declareIntent(name, intents[name]);
}

let loadEvery: (() => Promise<unknown>) | undefined;
let everyLoaded: Promise<unknown> | undefined;

/**
 * Sets how the app's list of every declaration is loaded (src/app/intents.ts, a chunk of its own):
 * a first paint needs none of them, only a refusal to undo or a refused write sent again does.
 */
export function loadIntentsWith(load: () => Promise<unknown>): void {
  loadEvery = load;
  everyLoaded = undefined;
}

/** Every intent declared (the list loaded once, when a loader is set); a failed load is tried again next time. */
export function everyIntentDeclared(): Promise<unknown> {
  everyLoaded ??= (loadEvery?.() ?? Promise.resolve()).catch((error: unknown) => {
    everyLoaded = undefined;
    throw error;
  });
  return everyLoaded;
}

/** The client declaration of intent `name`, once its feature (or the app) has declared it. */
export function intentFor<N extends IntentName>(name: N): ClientIntent<N> | undefined {
  return declared.get(name) as ClientIntent<N> | undefined;
}

/** Every table some declared intent writes (the transaction that settles a push must include them). */
export function intentTables(): Table[] {
  return [...declared.values()].flatMap((intent) => intent.tables());
}
