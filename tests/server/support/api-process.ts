/**
 * A real API process for tests: server/index.ts under tsx's loader in one node process (the `tsx`
 * command would be a parent relaying signals, so a SIGKILL would orphan the server instead of
 * killing it), on a free loopback port with the settings given; `url` once it prints its ready line.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** A started API process. */
export interface ApiProcess {
  child: ChildProcess;
  /** `http://localhost:PORT`, once it listens. */
  url: Promise<string>;
  /** Resolves with the exit code (null after a signal) when the process has ended. */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts `server/index.ts` with `env` over this process's environment (no DATABASE_URL of its own). */
export function startApiProcess(env: NodeJS.ProcessEnv): ApiProcess {
  const { DATABASE_URL: _inherited, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { env: { ...base, DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env } });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) return resolve(match[1]!.replace('localhost', '127.0.0.1'));
      if (child.exitCode !== null || child.signalCode !== null) return reject(new Error(`the API process ended before listening:\n${output}`));
      setTimeout(check, 50);
    };
    check();
  });
  url.catch(() => {});
  return { child, url, exited, output: () => output };
}

/** Stops `api` with `signal` and waits for it to end. */
export async function stopApiProcess(api: ApiProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  await api.exited;
}
