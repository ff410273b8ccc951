/**
 * CPU time of process trees, from /proc (Linux): for the scale row, which of the load generator,
 * PostgreSQL and the API processes used the machine's cores during the load.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface ProcStat { pid: number; ppid: number; ticks: number }

function readStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return stats;
}

/** CPU seconds (user + system) used so far by the live processes of the trees rooted at `roots`. */
export function treeCpuSeconds(roots: number[]): number {
  const stats = readStats();
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const seen = new Set<number>();
  let ticks = 0;
  const walk = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    ticks += stats.find((s) => s.pid === pid)?.ticks ?? 0;
    for (const child of children.get(pid) ?? []) walk(child.pid);
  };
  roots.forEach(walk);
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds of this process (the bench, which is the load generator while the load runs). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** CPU seconds every core of the machine has been busy so far (/proc/stat: all but idle and iowait). */
export function machineBusySeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}
