/**
 * Starts the real product for a browser test exactly as `npm start` does (the start script, its
 * Auth Emulator and the API server serving the built PWA), on free ports with a fresh temporary
 * database (a copy of a prepared one, for the browser tests), and stops it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/auth-emulator';

export interface RunningProduct {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the product printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const PRODUCT_START_LIMIT_MS = 360_000;

/**
 * Starts `tsx scripts/start.ts` and resolves once the server says it is listening. Its data folder
 * is new, or a copy of `dataTemplate` (a data folder whose database is already migrated and seeded).
 * `{port}` in an env value is the port chosen (e.g. `PACKAGE_ORIGIN: 'http://127.0.0.1:{port}'`: the
 * same server under another origin than the app's `localhost`).
 */
export async function startProduct(env: NodeJS.ProcessEnv = {}, dataTemplate?: string): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (dataTemplate) cpSync(dataTemplate, dataDir, { recursive: true });
  let log = '';
  const child: ChildProcess = spawn(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_EMULATOR_PORT: '0',
      SKIP_BUILD: process.env.E2E_BUILD === '1' ? '' : '1',
      // A test names its PACKAGE_ORIGIN (the package tests); the others run without one, as before.
      DEMO_PACKAGE_ORIGIN: 'off',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value?.replaceAll('{port}', String(port))])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  await new Promise<void>((resolve, reject) => {
    // A limit for a loaded machine (an own Auth Emulator alone may take minutes there), not a wait.
    const timer = setTimeout(() => reject(new Error(`The product did not start in ${PRODUCT_START_LIMIT_MS / 1000} s:\n${log}`)), PRODUCT_START_LIMIT_MS);
    const check = () => {
      if (log.includes(`Listening on http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The product exited with ${code} before listening:\n${log}`));
    });
  });
  return {
    baseUrl: `http://localhost:${port}`,
    port,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
