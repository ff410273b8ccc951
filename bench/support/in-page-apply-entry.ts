/**
 * Bundled by bench/teacher-apply.ts (from this checkout, and from an older commit's src and contract
 * for a before/after in one run) and injected into a blank page: the device's side of a pull alone,
 * the answers' JSON parsed, checked and applied by the app's own modules, no network.
 */
import { parsePullResponse } from '@contract/wire';
import { db } from '@/data/db';
import '@/data/table-hooks';
import { applyPull } from '@/data/sync/pull';

const api = {
  /** Opens the local database (not timed: the app has it open before it pulls). */
  open: async (): Promise<void> => {
    await db.open();
  },
  /** Parses and applies `bodies` (a full pull's pages, in order) as pull does; milliseconds in all and in parsing. */
  async apply(bodies: string[]): Promise<{ ms: number; parseMs: number }> {
    const start = performance.now();
    let parseMs = 0;
    for (const body of bodies) {
      const t = performance.now();
      const answer = parsePullResponse(JSON.parse(body));
      parseMs += performance.now() - t;
      await applyPull(answer);
    }
    return { ms: performance.now() - start, parseMs };
  },
  /** Every row of `tables`, by id, as JSON: two builds applied the same pages alike when these are equal. */
  async dump(tables: string[]): Promise<string> {
    const all: Record<string, unknown[]> = {};
    for (const name of tables) all[name] = await db.table(name).orderBy(':id').toArray();
    return JSON.stringify(all);
  },
};

declare global {
  interface Window {
    inPageApply: typeof api;
  }
}
window.inPageApply = api;
