/**
 * A build plugin that writes the page build's chunk graph to `dist/.vite/chunk-graph.json`: per
 * chunk, whether it is the entry, its static and dynamic imports, and the modules inside it. The
 * first-load check (tests/build/first-load.test.ts) reads it to tell what a first visit loads, and
 * the compile-hint check (tests/build/compile-hint.test.ts) to find the entry chunk.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One chunk as the graph file records it; module ids relative to the project, `\0` and queries kept. */
export interface GraphChunk {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/** The graph a build wrote into `dist` (the folder's URL, ending in '/'); says how to make it when there is none. */
export function readChunkGraph(dist: URL): Record<string, GraphChunk> {
  const file = new URL(CHUNK_GRAPH_FILE, dist);
  if (!existsSync(file)) throw new Error(`No ${CHUNK_GRAPH_FILE} in dist/: run \`npx vite build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, GraphChunk>;
}

export function chunkGraph(root: string): Plugin {
  return {
    name: 'chunk-graph',
    apply: 'build',
    // Last, when every chunk has its final name (some are renamed after the normal order's turn).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: Record<string, GraphChunk> = {};
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks[output.fileName] = {
            isEntry: output.isEntry,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            modules: output.moduleIds.map((id) => (path.isAbsolute(id) ? path.relative(root, id) : id)),
          };
        }
        // Only the page build (the service worker is built on its own, without index.html).
        if (!Object.values(chunks).some((chunk) => chunk.isEntry && chunk.modules.includes('index.html'))) return;
        this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: JSON.stringify(chunks) });
      },
    },
  };
}
