/**
 * Starts the Firebase Auth Emulator (auth only, offline, a `demo-` project) as a child process on
 * the ports given, and resolves once it accepts requests. Shared by `npm start`, the server tests
 * and the browser-test harness so that all three run the emulator the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

export interface AuthEmulator {
  /** host:port, the value for FIREBASE_AUTH_EMULATOR_HOST */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForEmulator(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Auth Emulator exited early (code ${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Auth Emulator did not start within ${timeoutMs} ms:\n${log()}`);
}

/** Starts the emulator. `port` 0 (the default) picks a free one. */
export async function startAuthEmulator(options: { port?: number; projectId?: string; quiet?: boolean } = {}): Promise<AuthEmulator> {
  const projectId = options.projectId ?? 'demo-learning';
  const port = options.port || (await freePort());
  // The emulator hub and logging ports must not clash with another emulator on this machine.
  const [hubPort, loggingPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  }));
  const bin = join(process.cwd(), 'node_modules', '.bin', 'firebase');
  let output = '';
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config], {
    cwd: dir,
    // Its own TMPDIR: the CLI keeps a per-project hub locator file in the temp folder, and two
    // emulator suites for the same project (npm start beside a test run) would share it.
    env: { ...process.env, TMPDIR: dir, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.quiet) process.stdout.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const host = `127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        // The CLI starts its own children: signal the whole process group.
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      setTimeout(() => {
        try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ }
        resolve();
      }, 5000).unref();
    });
  try {
    await waitForEmulator(`http://${host}/emulator/v1/projects/${projectId}/config`, child, 90_000, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, projectId, stop };
}
