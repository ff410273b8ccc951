/**
 * The API process's JavaScript heap limit. V8 sizes its default from the machine's memory (4 GB on a
 * large machine) and lets garbage accumulate toward it before a full collection: after 80,000 GET
 * requests in 5 s the heap held 260 MiB of which 70 MiB was live, and the process's peak (VmHWM)
 * reached 577 MiB against 413 MiB with the limit below, at the same throughput (docs/PERFORMANCE.md).
 * The largest answer the server builds is a pull page (at most 5,000 rows), far below it.
 */
export const DEFAULT_SERVER_HEAP_MIB = 384;

/** `env` with NODE_OPTIONS carrying the heap limit (`SERVER_HEAP_MIB`, or the default), unless it already sets one. */
export function withServerHeap(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.NODE_OPTIONS?.includes('--max-old-space-size')) return env;
  const mib = Number(env.SERVER_HEAP_MIB ?? DEFAULT_SERVER_HEAP_MIB);
  if (!Number.isInteger(mib) || mib < 128) throw new Error(`SERVER_HEAP_MIB must be a whole number of MiB, at least 128 (it is ${env.SERVER_HEAP_MIB}).`);
  return { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, `--max-old-space-size=${mib}`].filter(Boolean).join(' ') };
}
