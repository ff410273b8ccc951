/** V8 sampling profiles (DevTools `Profiler` domain) summed by script and by function, for the profiling benches. */

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }

/** What `Profiler.stop` answers. */
export interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/** Self time (ms) by key over the profile's samples. */
export function selfTime(profile: Profile, key: (node: ProfileNode) => string): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const k = key(node);
    totals.set(k, (totals.get(k) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return totals;
}

/** The script a node runs in, its content hash dropped (`/assets/index.js`), or `(idle)`-style names for V8's own. */
export const chunk = (node: ProfileNode) => {
  const { url, functionName } = node.callFrame;
  if (!url) return `(${functionName || 'native'})`;
  return new URL(url).pathname.replace(/-[\w-]{8}\.js$/, '.js');
};

const top = (totals: Map<string, number>, n: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${k}`).join('\n');

/** Prints the profile's busy time, then its top scripts and functions by self time; answers the busy time (ms). */
export function printProfile(title: string, profile: Profile): number {
  const byChunk = selfTime(profile, chunk);
  const total = [...byChunk.values()].reduce((a, b) => a + b, 0);
  const busy = total - (byChunk.get('((idle))') ?? 0);
  console.log(`\n${title}: profiled ${total.toFixed(0)} ms, busy ${busy.toFixed(0)} ms`);
  console.log('by script:\n' + top(byChunk, 14));
  console.log('by function:\n' + top(selfTime(profile, (node) => `${node.callFrame.functionName || '(anonymous)'} ${chunk(node)}:${node.callFrame.lineNumber}`), 16));
  return busy;
}
