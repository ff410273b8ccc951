import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

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

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/**
 * Four projects: `web` (jsdom + fake-indexeddb), `server` (the real app on in-memory PGlite with
 * real emulator tokens), `build` (checks over dist/, e.g. the first-load chunk graph) and `e2e` (the built product in Debian's Chromium). `npm test` runs all.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}', 'tests/sw/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          setupFiles: ['tests/support/web-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/emulator-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Checks over the built product (dist/), which `npm test` builds first.
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
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
