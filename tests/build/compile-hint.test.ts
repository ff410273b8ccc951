// The page's entry chunk starts with V8's explicit compile hint (scripts/compile-hint-plugin.ts), in
// the file and in the brotli and gzip copies the server sends (`npm test` builds before it runs);
// other chunks do not carry it (their functions mostly run later or never on a given load).
import { readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { readChunkGraph } from '../../scripts/chunk-graph-plugin';
import { COMPILE_HINT } from '../../scripts/compile-hint-plugin';

const dist = new URL('../../dist/', import.meta.url);

const graph = () => readChunkGraph(dist);

describe('the compile hint', () => {
  test("is the first line of the entry chunk and of its compressed copies, which hold the same text", () => {
    const entries = Object.entries(graph()).filter(([, chunk]) => chunk.isEntry).map(([file]) => file);
    expect(entries).toHaveLength(1);
    const file = new URL(entries[0]!, dist);
    const code = readFileSync(file, 'utf8');
    expect(code.split('\n', 1)[0]).toBe(COMPILE_HINT);
    expect(brotliDecompressSync(readFileSync(new URL(`${entries[0]!}.br`, dist))).toString('utf8')).toBe(code);
    expect(gunzipSync(readFileSync(new URL(`${entries[0]!}.gz`, dist))).toString('utf8')).toBe(code);
  });

  test('is on no other chunk', () => {
    const entry = Object.entries(graph()).find(([, chunk]) => chunk.isEntry)?.[0];
    const others = readdirSync(new URL('assets/', dist))
      .filter((name) => name.endsWith('.js') && `assets/${name}` !== entry)
      .map((name) => `assets/${name}`);
    expect(others.length).toBeGreaterThan(10);
    const hinted = others.filter((file) => readFileSync(new URL(file, dist), 'utf8').startsWith(COMPILE_HINT));
    expect(hinted).toEqual([]);
  });
});
