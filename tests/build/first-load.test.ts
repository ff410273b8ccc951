// The first-load rule as a check over the build's chunk graph (dist/.vite/chunk-graph.json, written by
// scripts/chunk-graph-plugin.ts; `npm test` builds before it runs): what a first visit to /login or
// /dashboard loads — the entry chunk, the route's component chunk and everything they import
// statically — holds no zod, Dexie or Firestore. Those come later: Dexie with the local reads and the
// page sync, zod only with a screen that checks a form or an answer (the page sync, loaded after paint
// on every signed-in visit, checks the server's answers without it: contract/wire.ts), Firestore with
// the live source.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readChunkGraph, type GraphChunk } from '../../scripts/chunk-graph-plugin';

/** Modules that must stay off the first load, by the package path they come from. */
const kept = {
  zod: /node_modules\/zod\//,
  dexie: /node_modules\/dexie\//,
  'firebase/firestore': /node_modules\/(@firebase\/firestore|firebase\/firestore)\//,
};

const routes = { '/login': 'src/routes/login.tsx', '/dashboard': 'src/routes/_auth/dashboard.tsx' };

const readGraph = () => readChunkGraph(new URL('../../dist/', import.meta.url));

/** The chunks a first visit to the route loads: the entry, the route's split chunks, and their static imports. */
function firstLoadChunks(graph: Record<string, GraphChunk>, routeFile: string): string[] {
  const start = Object.entries(graph)
    .filter(([, chunk]) => chunk.isEntry || chunk.modules.some((id) => id.startsWith(`${routeFile}?tsr-split`)))
    .map(([file]) => file);
  return withStaticImports(graph, start);
}

/** The chunks holding any of `modules`. */
function chunksHolding(graph: Record<string, GraphChunk>, modules: readonly string[]): string[] {
  return Object.entries(graph)
    .filter(([, chunk]) => chunk.modules.some((id) => modules.includes(id)))
    .map(([file]) => file);
}

/** The chunks holding any of `modules`, and their static imports: what importing those modules loads. */
function chunksLoadedWith(graph: Record<string, GraphChunk>, modules: readonly string[]): string[] {
  return withStaticImports(graph, chunksHolding(graph, modules));
}

/** `start` and every chunk they import statically, transitively. */
function withStaticImports(graph: Record<string, GraphChunk>, start: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    graph[file]?.imports.forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}

describe.each(Object.entries(routes))('the first load of %s', (_route, routeFile) => {
  const graph = readGraph();
  const chunks = firstLoadChunks(graph, routeFile);

  test('is found: the entry and the route component chunk', () => {
    expect(chunks.some((file) => graph[file]!.isEntry)).toBe(true);
    expect(chunks.some((file) => graph[file]!.modules.some((id) => id.startsWith(`${routeFile}?tsr-split=component`)))).toBe(true);
  });

  test.each(Object.entries(kept))('holds no %s', (_name, pattern) => {
    const offenders = chunks.flatMap((file) => graph[file]!.modules.filter((id) => pattern.test(id)).map((id) => `${file}: ${id}`));
    expect(offenders).toEqual([]);
  });
});

test('the page sync and the client half of every intent, loaded after paint on every signed-in visit, hold no zod', () => {
  const graph = readGraph();
  const sync = ['src/data/sync/page-sync.ts', 'src/app/intents.ts'];
  const chunks = chunksLoadedWith(graph, sync);
  expect(chunks.flatMap((file) => graph[file]!.modules).filter((id) => sync.includes(id)).sort()).toEqual([...sync].sort());
  const offenders = chunks.flatMap((file) => graph[file]!.modules.filter((id) => kept.zod.test(id)).map((id) => `${file}: ${id}`));
  expect(offenders).toEqual([]);
});

test('the local database, the page sync and the outbox come in one chunk; the intent map and the write modules in another, off the dashboard (vite.config.ts, groups device-data, intents)', () => {
  const graph = readGraph();
  const together = ['src/data/db.ts', 'src/data/sync/page-sync.ts', 'src/data/sync/outbox.ts', 'src/data/sync/writes.ts'];
  const holders = chunksHolding(graph, together);
  expect(holders).toHaveLength(1);
  expect(graph[holders[0]!]!.modules.filter((id) => together.includes(id)).sort()).toEqual([...together].sort());
  const intents = ['src/app/intents.ts', 'src/features/courses/data/enrolment.ts', 'src/features/messages/data/send.ts', 'src/features/admin-courses/data/course-writes.ts'];
  const intentHolders = chunksHolding(graph, intents);
  expect(intentHolders).toHaveLength(1);
  expect(graph[intentHolders[0]!]!.modules.filter((id) => intents.includes(id)).sort()).toEqual([...intents].sort());
  // Loaded only when a refusal must be undone (src/app/sync-provider.tsx): not with the dashboard, its parts or the page sync.
  const parts = chunksHolding(graph, ['src/features/sync-status/components/sync-status.tsx', 'src/features/quizzes/components/quiz-graded-notifier.tsx']);
  const dashboard = withStaticImports(graph, [...firstLoadChunks(graph, routes['/dashboard']), ...firstLoadChunks(graph, 'src/routes/_auth.tsx'), ...parts, ...holders]);
  expect(dashboard).not.toContain(intentHolders[0]);
});

test('the flashcard scheduler (ts-fsrs) stays off the dashboard: its due counts read each card\'s kept schedule', () => {
  const graph = readGraph();
  const parts = chunksHolding(graph, ['src/features/practice/components/due-flashcards.tsx', 'src/data/db.ts']);
  const dashboard = withStaticImports(graph, [...firstLoadChunks(graph, routes['/dashboard']), ...firstLoadChunks(graph, 'src/routes/_auth.tsx'), ...parts]);
  const offenders = dashboard.flatMap((file) => graph[file]!.modules.filter((id) => /node_modules\/ts-fsrs\//.test(id)).map((id) => `${file}: ${id}`));
  expect(offenders).toEqual([]);
  expect(chunksHolding(graph, ['src/data/card-schedules.ts']).length).toBe(1);
});

test('the refusals\' texts stay off the dashboard: the sync status loads them with a refused write (refused-list.tsx)', () => {
  const graph = readGraph();
  const parts = chunksHolding(graph, ['src/features/sync-status/components/sync-status.tsx']);
  const dashboard = withStaticImports(graph, [...firstLoadChunks(graph, routes['/dashboard']), ...parts]);
  const offenders = dashboard.flatMap((file) => graph[file]!.modules.filter((id) => /^(contract\/refusals|src\/i18n\/refusals\/)/.test(id)).map((id) => `${file}: ${id}`));
  expect(offenders).toEqual([]);
  expect(chunksHolding(graph, ['src/i18n/refusals/refusal-text.ts']).length).toBeGreaterThan(0);
});

test('the dashboard with its after-paint parts loads in a handful of chunks (vite.config.ts, groups signed-in-layout, dashboard, dashboard-parts)', () => {
  const graph = readGraph();
  const parts = [
    'src/features/courses/components/dashboard-courses.tsx',
    'src/features/practice/components/due-flashcards.tsx',
    'src/features/quizzes/components/open-quizzes.tsx',
    'src/features/sync-status/components/sync-status.tsx',
    'src/features/sync-status/components/sync-badge.tsx',
  ];
  const holders = chunksHolding(graph, parts);
  expect(holders).toHaveLength(1);
  const firstPaint = [...firstLoadChunks(graph, routes['/dashboard']), ...firstLoadChunks(graph, 'src/routes/_auth.tsx')];
  // Each file is a request whose start costs the main thread about 1 ms; 38 before the groups.
  expect(withStaticImports(graph, [...firstPaint, ...holders]).length).toBeLessThanOrEqual(8);
});

test('/login takes over with a handful of files, all named in the prerendered page (vite.config.ts, groups auth-screens, form-inputs)', () => {
  const graph = readGraph();
  const takeover = firstLoadChunks(graph, routes['/login']);
  // Each file beyond the sixth waits for one of a phone's six connections, a slow-4G round trip
  // (562 ms) each: as 21 files the route's last module arrived 3 s after the entry asked for them.
  expect(takeover.length).toBeLessThanOrEqual(7);
  // The page asks for every one of them beside the entry, not after the entry's evaluation.
  const page = readFileSync(new URL('../../dist/login.html', import.meta.url), 'utf8');
  const meta = /<meta name="app-entry" content="\/([^"]+)" data-preload="([^"]*)" data-route-preload="([^"]*)">/.exec(page);
  expect(meta).not.toBeNull();
  const named = [meta![1]!, ...`${meta![2]} ${meta![3]}`.split(' ').filter(Boolean).map((href) => href.replace(/^\//, ''))];
  expect(named.sort()).toEqual([...takeover].sort());
});

test("/login's groups stay off the signed-in load: the toasts (after every signed-in paint) load no form input", () => {
  const graph = readGraph();
  const loaded = chunksLoadedWith(graph, ['src/app/toasts.tsx']);
  expect(loaded.length).toBeGreaterThan(0);
  const offenders = loaded.flatMap((file) => graph[file]!.modules.filter((id) => /@mantine\/core\/esm\/components\/(Input|TextInput)\/|src\/features\/auth\/components\//.test(id)).map((id) => `${file}: ${id}`));
  expect(offenders).toEqual([]);
});

test('Firebase app and Auth come in one chunk with the module that starts them, the grade notice in one with its toast (vite.config.ts, groups firebase-auth, quiz-graded-notifier)', () => {
  const graph = readGraph();
  // Both load on every signed-in visit, after the paint; before the groups they were six files.
  const auth = chunksHolding(graph, ['src/features/auth/firebase-auth.ts']);
  expect(auth).toHaveLength(1);
  const sdk = /node_modules\/(firebase|@firebase)\/.*\b(app|auth|util|component|logger)\b/;
  const sdkChunks = Object.entries(graph).filter(([, chunk]) => chunk.modules.some((id) => sdk.test(id) && !kept['firebase/firestore'].test(id)));
  expect(sdkChunks.map(([file]) => file)).toEqual(auth);
  const notice = ['src/features/quizzes/components/quiz-graded-notifier.tsx', 'src/features/quizzes/grade-toast.tsx'];
  expect(chunksHolding(graph, notice)).toHaveLength(1);
});

test('the check sees these modules where they are: zod, Dexie and Firestore are in the build, in later chunks', () => {
  const modules = Object.values(readGraph()).flatMap((chunk) => chunk.modules);
  for (const pattern of Object.values(kept)) expect(modules.some((id) => pattern.test(id))).toBe(true);
});
