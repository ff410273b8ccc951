/**
 * The standard background load of the Lighthouse section (issue 55, item 8): one Node process at
 * normal priority spinning a CPU loop, as a phone is never a quiet machine (another app, the
 * system). It takes one core while it runs; started and stopped by the bench around its audits.
 */
import { spawn } from 'node:child_process';

/** Starts the busy process; the returned function stops it (and waits until it is gone). */
export function startBackgroundLoad(): () => Promise<void> {
  // A tight loop in one thread of its own: a steady 100% of one core, no I/O, no memory growth.
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
}

/** Runs `work` with the background load running, and stops the load whatever the work's outcome. */
export async function withBackgroundLoad<T>(work: () => Promise<T>): Promise<T> {
  const stop = startBackgroundLoad();
  try {
    return await work();
  } finally {
    await stop();
  }
}
