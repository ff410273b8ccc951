/**
 * Bundled by bench/teacher-apply.ts (from this checkout, and from an older commit's src and contract
 * for a before/after in one run) and injected into a blank page: the device's side of a pull alone,
 * the app's own `pullChanges` over a transport that answers each page from its recorded JSON (parsed
 * and checked as the fetch transport does, in a task of its own as an answer arriving would be).
 */
import { parsePullResponse, PULL_PAGE_START } from '@contract/wire';
import { db } from '@/data/db';
import '@/data/table-hooks';
import { pullChanges } from '@/data/sync/pull';
import type { SyncTransport } from '@/data/sync/transport';

let held: string[] = [];

const api = {
  /** Keeps a full pull's pages (its JSON, in order) for {@link api.apply}. */
  hold: (bodies: string[]): void => {
    held = bodies;
  },
  /** Opens the local database (not timed: the app has it open before it pulls). */
  open: async (): Promise<void> => {
    await db.open();
  },
  /** Pulls the pages held as the app does; milliseconds in all and in parsing. */
  async apply(): Promise<{ ms: number; parseMs: number }> {
    const bodies = held;
    let parseMs = 0;
    const byToken = new Map<string, string>([[PULL_PAGE_START, bodies[0]!]]);
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('no push here')),
      pull: ({ page }) => new Promise((resolve, reject) => setTimeout(() => {
        const body = byToken.get(page ?? '');
        if (body === undefined) return reject(new Error(`no recorded page ${String(page)}`));
        const t = performance.now();
        const answer = parsePullResponse(JSON.parse(body));
        parseMs += performance.now() - t;
        if (answer.page) byToken.set(answer.page, bodies[bodies.indexOf(body) + 1]!);
        resolve(answer);
      })),
    };
    const start = performance.now();
    await pullChanges(transport);
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
