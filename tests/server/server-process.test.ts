/** `tsx server/index.ts` as the start script runs it: the ready line, health, SIGTERM, bad settings. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

function run(env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _db, ...base } = process.env;
  const child = spawn(tsx, ['server/index.ts'], { env: { ...base, DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (match) return resolve(match[1]!);
      if (child.exitCode !== null) return reject(new Error(output));
      setTimeout(check, 50);
    };
    check();
  });
  // A test that expects the server to refuse to start never awaits `listening`.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

describe('server/index.ts', () => {
  it('starts, prints the ready line and the demo accounts, answers health, and exits 0 on SIGTERM', async () => {
    const server = run({});
    const url = await server.listening;
    const res = await fetch(`${url}/api/health`);
    expect(await res.json()).toEqual({ ok: true });
    await expect.poll(() => server.output(), { timeout: 60_000 }).toContain('learner@demo.test');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 300_000); // a limit for a loaded machine: tsx compiling the server took over a minute there

  it('refuses to start with the emulator in production, naming the variable', async () => {
    const server = run({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/FIREBASE_AUTH_EMULATOR_HOST: .*production/);
  }, 180_000);
});
