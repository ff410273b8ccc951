// The first-load rule as a check over the build's chunk graph (dist/.vite/chunk-graph.json, written by
// scripts/chunk-graph-plugin.ts; `npm test` builds before it runs): what a first visit to /login or
// /dashboard loads — the entry chunk, the route's component chunk and everything they import
// statically — holds no zod, Dexie or Firestore. Those come later, with the first write, the page
// sync or the live source.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CHUNK_GRAPH_FILE, type GraphChunk } from '../../scripts/chunk-graph-plugin';

const graphPath = new URL(`../../dist/${CHUNK_GRAPH_FILE}`, import.meta.url);

/** Modules that must stay off the first load, by the package path they come from. */
const kept = {
  zod: /node_modules\/zod\//,
  dexie: /node_modules\/dexie\//,
  'firebase/firestore': /node_modules\/(@firebase\/firestore|firebase\/firestore)\//,
};

const routes = { '/login': 'src/routes/login.tsx', '/dashboard': 'src/routes/_auth/dashboard.tsx' };

function readGraph(): Record<string, GraphChunk> {
  if (!existsSync(graphPath)) throw new Error(`No ${CHUNK_GRAPH_FILE} in dist/: run \`npx vite build\` first.`);
  return JSON.parse(readFileSync(graphPath, 'utf8')) as Record<string, GraphChunk>;
}

/** The chunks a first visit to the route loads: the entry, the route's split chunks, and their static imports. */
function firstLoadChunks(graph: Record<string, GraphChunk>, routeFile: string): string[] {
  const start = Object.entries(graph)
    .filter(([, chunk]) => chunk.isEntry || chunk.modules.some((id) => id.startsWith(`${routeFile}?tsr-split`)))
    .map(([file]) => file);
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

test('the check sees these modules where they are: zod, Dexie and Firestore are in the build, in later chunks', () => {
  const modules = Object.values(readGraph()).flatMap((chunk) => chunk.modules);
  for (const pattern of Object.values(kept)) expect(modules.some((id) => pattern.test(id))).toBe(true);
});
