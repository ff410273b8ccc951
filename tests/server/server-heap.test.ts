/**
 * The heap limit `npm start` gives the API process (scripts/server-heap.ts) reaches Node: a process
 * started with the environment it builds reports that limit, and a limit already in NODE_OPTIONS or
 * a bad SERVER_HEAP_MIB is not overridden silently.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_HEAP_MIB, withServerHeap } from '../../scripts/server-heap';

/** The old-space limit (MiB) a Node process started with `env` reports. */
function oldSpaceLimitMiB(env: NodeJS.ProcessEnv): number {
  const script = "const v8 = require('node:v8'); console.log(v8.getHeapStatistics().heap_size_limit)";
  return Number(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' }).trim()) / 2 ** 20;
}

describe('the API process heap limit', () => {
  it('is the default, or SERVER_HEAP_MIB, in the started process', () => {
    const base = { PATH: process.env.PATH };
    const byDefault = oldSpaceLimitMiB(withServerHeap(base));
    // heap_size_limit is the old space plus the young generation's reserve.
    expect(byDefault).toBeGreaterThanOrEqual(DEFAULT_SERVER_HEAP_MIB);
    expect(byDefault).toBeLessThan(DEFAULT_SERVER_HEAP_MIB + 128);
    const larger = oldSpaceLimitMiB(withServerHeap({ ...base, SERVER_HEAP_MIB: '1024' }));
    expect(larger).toBeGreaterThanOrEqual(1024);
    expect(larger).toBeLessThan(1024 + 128);
    expect(oldSpaceLimitMiB(base)).not.toBeCloseTo(byDefault, 0);
  });

  it('keeps a limit already in NODE_OPTIONS and other options beside it', () => {
    expect(withServerHeap({ NODE_OPTIONS: '--max-old-space-size=900' }).NODE_OPTIONS).toBe('--max-old-space-size=900');
    expect(withServerHeap({ NODE_OPTIONS: '--enable-source-maps' }).NODE_OPTIONS).toBe(`--enable-source-maps --max-old-space-size=${DEFAULT_SERVER_HEAP_MIB}`);
  });

  it('refuses a SERVER_HEAP_MIB that is not a whole number of at least 128', () => {
    for (const bad of ['abc', '64', '300.5', '']) expect(() => withServerHeap({ SERVER_HEAP_MIB: bad })).toThrow(/SERVER_HEAP_MIB/);
  });
});
