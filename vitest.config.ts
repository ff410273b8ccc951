import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import SweepsFirstSequencer from './tests/support/sweeps-first-sequencer';
import { syncedStoresDefine } from './scripts/synced-stores';

/** The Dexie stores of the synced tables, from their declarations (scripts/synced-stores.ts). */
const syncedStores = await syncedStoresDefine();

// Vitest's reporter groups failed attempts with Map.groupBy (Node 21+). On Node 20 a failing
// test would crash the report instead of being shown, so provide it here, in the main process.
const mapWithGroupBy = Map as unknown as { groupBy?: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]> };
mapWithGroupBy.groupBy ??= <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return groups;
};

/**
 * A test that fails is run once more (not the `build` checks, which read files): these projects
 * run real browsers, servers, databases and emulators, several at once on a shared 2-core machine.
 * One that passes only on its retry is still named in the closing lines ('Passed only on a retry',
 * tests/support/summary-reporter.ts), to be mended; one that fails twice fails the run.
 */
const retry = 1;

// expect.poll gives up after 30 s instead of 1 s: it returns as soon as the state is there.
const expectLimits = { poll: { timeout: 30_000 } };

// src/data/db.ts reads the synced tables' Dexie stores from it, as in the build (vite.config.ts). The
// server tests' devices get it from a setup file (node-side modules are not given `define`), the
// browser tests' in-page bundles from scripts/synced-stores.ts.
const define = syncedStores;

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/**
 * Four projects: `web` (jsdom + fake-indexeddb), `server` (the real app on in-memory PGlite with
 * real emulator tokens; on PostgreSQL with DATABASE_URL), `build` (checks over dist/, e.g. the
 * first-load chunk graph) and `e2e` (the built product in Debian's Chromium). `npm test` runs all,
 * and `server` again on PostgreSQL, in two lanes side by side (scripts/test.ts). The node projects start one Auth Emulator
 * each per run (tests/support/emulator-global-setup.ts). Time-outs are generous limits for a loaded
 * machine; waits inside tests follow states.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    sequence: { sequencer: SweepsFirstSequencer },
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          setupFiles: ['tests/support/web-setup.ts'],
          // The files of a worker share one jsdom: making one per file was 80 % of the project's time.
          // tests/support/web-setup.ts gives each file fresh app modules and a fresh IndexedDB.
          isolate: false,
          // Limits, not expectations: a loaded machine (load 10 on 2 cores) renders 10x slower.
          testTimeout: 60_000,
          expect: expectLimits,
          retry,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/support/synced-stores-setup.ts'],
          globalSetup: ['tests/support/emulator-global-setup.ts', 'tests/support/database-templates-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          expect: expectLimits,
          retry,
        },
      },
      {
        // Checks over the built product (dist/), which `npm test` builds first.
        resolve: { alias },
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One Auth Emulator for every browser-test file, and one migrated, seeded data folder each
          // file's product starts from a copy of. Each file has its own product (database, port) and browser, so two files run side by side (E2E_WORKERS): a browser test mostly
          // waits, and two of them keep a 2-core machine busy without starving each other.
          globalSetup: ['tests/support/emulator-global-setup.ts', 'tests/support/product-data-global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 420_000,
          expect: expectLimits,
          maxWorkers: Number(process.env.E2E_WORKERS) || 2,
          // A project with its own maxWorkers runs as a group of its own: after the others.
          sequence: { groupOrder: 1 },
          retry,
        },
      },
    ],
  },
});
