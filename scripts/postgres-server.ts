/**
 * A throwaway PostgreSQL from Debian's `postgresql` package (/usr/lib/postgresql/N/bin): `initdb`
 * into a fresh folder under the temp dir, `pg_ctl start` on a free loopback port, and `stop()`
 * shuts it down and deletes the folder. PostgreSQL refuses to run as root, so as root it runs as
 * the `postgres` user the package creates. No durability (fsync off): it only ever holds tests.
 */
import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './auth-emulator';

export interface PostgresServer {
  /** A superuser connection string to the `postgres` database, e.g. for DATABASE_URL. */
  url: string;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or undefined when Debian's package is missing. */
export function findPostgresBin(root = '/usr/lib/postgresql'): string | undefined {
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

/** The uid and gid to run PostgreSQL as: the current user, or `postgres` when this process is root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!entry) throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as (apt-get install postgresql creates it).');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/** Runs one PostgreSQL tool to its end; rejects with its output when it fails. */
function run(bin: string, args: string[], user: { uid: number; gid: number } | undefined, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${bin} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

/**
 * Starts a fresh PostgreSQL; waits for it to accept connections (up to `startTimeoutMs`, 5 minutes
 * by default: a loaded machine can take that long). Throws when PostgreSQL is not installed.
 */
export async function startPostgres(options: { startTimeoutMs?: number; maxConnections?: number } = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb).');
  const startTimeoutMs = options.startTimeoutMs ?? 300_000;
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'postgres-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`, // the socket goes here, not to /var/run/postgresql
    "-c listen_addresses='127.0.0.1'",
    `-c max_connections=${options.maxConnections ?? 200}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
  ].join(' ');
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  const stop = async () => {
    try {
      if (started) await run(pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '120'], user, 180_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    await run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'], user, startTimeoutMs);
    started = true;
    const waitSeconds = String(Math.ceil(startTimeoutMs / 1000));
    await run(pgCtl, ['start', '-D', dataDir, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', waitSeconds], user, startTimeoutMs + 10_000);
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
