/** What the bench ran on: the machine and the commit, recorded with every result. */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';

export function machineInfo() {
  const commit = (() => {
    try {
      return execSync('git rev-parse HEAD', { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  return {
    date: new Date().toISOString(),
    commit,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/**
 * Peak resident memory (VmHWM, MiB) of the node processes whose command line contains `marker` and
 * that run in this checkout (on a shared machine another checkout's server has the same command line).
 */
export function peakMemoryMiB(marker: string): number {
  let peak = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!cmd.includes(marker) || readlinkSync(`/proc/${pid}/cwd`) !== process.cwd()) continue;
      const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // the process ended meanwhile
    }
  }
  return peak;
}
