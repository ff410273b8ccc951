/**
 * `npm start`: builds the PWA when its sources are newer than dist/, starts the Firebase Auth
 * Emulator (auth only, offline), then the API server, which serves the PWA and seeds the demo data
 * on first run. Ctrl-C or SIGTERM stops every child process.
 *
 * Settings (environment): PORT (8080), AUTH_EMULATOR_PORT (9099; 0 picks a free port),
 * AUTH_EMULATOR=off to use real Firebase Auth, SKIP_BUILD=1, DEMO_PACKAGE_ORIGIN=off to leave
 * PACKAGE_ORIGIN unset (with the emulator it is else http://127.0.0.1:PORT), plus everything server/env.ts reads.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator';
import { withServerHeap } from './server-heap';

const root = process.cwd();
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

/** Newest modification time of any file below the given paths. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(root, p)));
  return newest;
}

function buildIfNeeded(): void {
  if (process.env.SKIP_BUILD === '1') return;
  const built = join(root, 'dist', 'index.html');
  const sources = ['src', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', '.env', 'package.json'];
  if (existsSync(built) && statSync(built).mtimeMs >= newestMtime(sources)) return;
  console.log('Building the PWA (vite build, then the prerendered /login)…');
  for (const [command, args] of [[bin('vite'), ['build', '--logLevel', 'warn']], [bin('tsx'), ['scripts/prerender-login.ts']]] as const) {
    // Always a production build: a NODE_ENV of the server's (the e2e harness and the bench start it
    // with 'development') would otherwise give React's development build to every page measured.
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) {
      console.error('The PWA build failed; see above.');
      process.exit(result.status ?? 1);
    }
  }
}

async function main(): Promise<void> {
  buildIfNeeded();
  let emulator: AuthEmulator | undefined;
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (process.env.AUTH_EMULATOR !== 'off' && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.log('Starting the Firebase Auth Emulator…');
    emulator = await startAuthEmulator({ port: Number(process.env.AUTH_EMULATOR_PORT ?? 9099), quiet: true });
    env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    env.FIREBASE_PROJECT_ID ??= emulator.projectId;
    console.log(`Auth Emulator on http://${emulator.host}`);
  }
  // The demo serves SCORM/H5P packages from another origin of this same server (README: PACKAGE_ORIGIN),
  // so package scripts never share the app's origin and downloaded packages play offline.
  if (emulator && process.env.DEMO_PACKAGE_ORIGIN !== 'off') env.PACKAGE_ORIGIN ??= `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  const server: ChildProcess = spawn(bin('tsx'), ['server/index.ts'], { stdio: 'inherit', env: withServerHeap(env) });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await emulator?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  server.on('exit', (code) => void stop(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
