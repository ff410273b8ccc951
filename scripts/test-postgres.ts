/**
 * `npm run test:postgres [-- vitest args]`: the server suite (`vitest run --project server`) against
 * a throwaway PostgreSQL (scripts/postgres-server.ts) through DATABASE_URL; every test server
 * creates and drops its own database in it (tests/server/support/database.ts). Without Debian's
 * `postgresql` it prints one line saying so and succeeds. Exits with Vitest's code.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findPostgresBin, startPostgres } from './postgres-server';
import { runStep } from './run-step';

/** What one run did: Vitest's exit code and wall time, or `skipped` when PostgreSQL is not installed. */
export type PostgresRun = { skipped: true } | { skipped: false; exitCode: number; seconds: number };

/**
 * Starts PostgreSQL, runs the server suite against it, stops it again (also on Ctrl-C). Vitest's
 * output goes to this terminal as it comes, or in one block at its end (scripts/run-step.ts).
 */
export async function runServerSuiteOnPostgres(vitestArgs: string[] = [], env: NodeJS.ProcessEnv = {}, output: 'inherit' | 'block' = 'inherit'): Promise<PostgresRun> {
  if (!findPostgresBin()) {
    console.log('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): the server suite on PostgreSQL is skipped (apt-get install postgresql).');
    return { skipped: true };
  }
  console.log('\nStarting a throwaway PostgreSQL for the server suite…');
  const postgres = await startPostgres();
  const interrupted = () => void postgres.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.log(`The server suite on PostgreSQL (${postgres.url})`);
    const step = { name: 'server suite on PostgreSQL', command: join(process.cwd(), 'node_modules', '.bin', 'vitest'), args: ['run', '--project', 'server', ...vitestArgs], env: { ...env, DATABASE_URL: postgres.url } };
    const { exitCode, seconds } = await runStep(step, output);
    return { skipped: false, exitCode, seconds };
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await postgres.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runServerSuiteOnPostgres(process.argv.slice(2)).then(
    (run) => process.exit(run.skipped ? 0 : run.exitCode),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
