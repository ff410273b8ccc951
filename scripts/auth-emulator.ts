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

/**
 * How long the emulator may take to come up: 5 minutes, or AUTH_EMULATOR_START_TIMEOUT_MS. The CLI
 * loads hundreds of modules before it listens; on a loaded machine that alone took over 90 s.
 */
export function emulatorStartTimeoutMs(): number {
  const configured = Number(process.env.AUTH_EMULATOR_START_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 300_000;
}

/**
 * Resolves once the emulator answers `url`, probed whenever it prints something and every second;
 * rejects as soon as it exits, or after `timeoutMs` with everything it printed.
 */
function waitForEmulator(url: string, child: ChildProcess, timeoutMs: number, log: () => string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let probing = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearInterval(ticker);
      clearTimeout(deadline);
      child.stdout?.off('data', probe);
      child.off('exit', exited);
      if (error) reject(error);
      else resolve();
    };
    const probe = () => {
      if (probing || settled) return;
      probing = true;
      fetch(url, { signal: AbortSignal.timeout(10_000) })
        .then((res) => {
          if (res.ok) finish();
        })
        .catch(() => undefined) // not listening yet
        .finally(() => (probing = false));
    };
    const exited = (code: number | null) => finish(new Error(`Auth Emulator exited early (code ${code}):\n${log()}`));
    const ticker = setInterval(probe, 1000);
    const deadline = setTimeout(() => finish(new Error(`Auth Emulator did not start within ${timeoutMs} ms:\n${log()}`)), timeoutMs);
    child.stdout?.on('data', probe);
    child.once('exit', exited);
    if (child.exitCode !== null) exited(child.exitCode);
    probe();
  });
}

/** Starts the emulator. `port` 0 (the default) picks a free one; `startTimeoutMs` as {@link emulatorStartTimeoutMs}. */
export async function startAuthEmulator(options: { port?: number; projectId?: string; quiet?: boolean; startTimeoutMs?: number } = {}): Promise<AuthEmulator> {
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
    await waitForEmulator(`http://${host}/emulator/v1/projects/${projectId}/config`, child, options.startTimeoutMs ?? emulatorStartTimeoutMs(), () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, projectId, stop };
}
