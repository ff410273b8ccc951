/**
 * The API server process (`tsx server/index.ts`): checks the environment, migrates, seeds the
 * demo data, listens, and prints `Listening on http://localhost:PORT` and the demo accounts.
 * SIGTERM or SIGINT closes the server, the live-event bus and the database and exits 0.
 */
import { serve } from '@hono/node-server';
import { createApp, limitsFromEnv } from './app';
import { createTokenVerifier } from './auth/token-verifier';
import { openDatabase } from './db/client';
import { EnvError, loadEnv, type Env } from './env';
import { openLiveBus } from './live/bus';
import { createLogger } from './logger';
import { startScoreWorker } from './lti/score-worker';
import { MEDIA_DIR } from './media-dir';
import { ensureEmulatorAccounts } from './seed/firebase-accounts';
import { demoAccounts, seedDemoData } from './seed/index';
import { loadVapidKeys } from './slices/notifications/vapid';
import { startPushWorker } from './slices/notifications/worker';
import { startLrsForwarder } from './slices/packages/xapi/lrs-forward';
import { forwardStatements } from './slices/packages/xapi/statements';

const started = performance.now();
let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
const emulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);

try {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onConnectionError: (error) => logger.warn({ err: error }, 'a PostgreSQL connection failed while idle; the pool replaces it'),
  });
  if (env.SEED === 'demo') await seedDemoData(database.db);
  if (env.SEED === 'demo' && emulator) await ensureEmulatorAccounts(env.FIREBASE_PROJECT_ID, demoAccounts);
  const verifier = createTokenVerifier({ projectId: env.FIREBASE_PROJECT_ID, emulator });
  const live = await openLiveBus(database.db, logger);
  const vapid = await loadVapidKeys(env);
  const app = createApp({ db: database.db, env, logger, verifier, limits: limitsFromEnv(env), mediaDir: MEDIA_DIR, live, vapid });
  // Posts LTI scores (issue 54) left queued by any process, and new ones as soon as they commit.
  const scoreWorker = startScoreWorker(database.db, { pem: env.LTI_PRIVATE_KEY, logger });
  scoreWorker.wake();
  // Web Push (issue 53): this process sends queued pushes and makes the clock's notifications.
  const pushWorker = env.PUSH_WORKER === 'on' ? startPushWorker({ db: database.db, live, logger, send: { vapid, allowHttp: env.PUSH_ALLOW_HTTP } }) : undefined;
  // xAPI statements (issue 51): queued for the external LRS and sent from here only when LRS_ENDPOINT is set.
  forwardStatements(Boolean(env.LRS_ENDPOINT));
  const lrsForwarder = env.LRS_ENDPOINT
    ? startLrsForwarder({ db: database.db, target: { endpoint: env.LRS_ENDPOINT, auth: env.LRS_AUTH }, onError: (err: unknown) => logger.warn({ err }, 'LRS forwarding failed') })
    : undefined;

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const startupMs = Math.round(performance.now() - started);
    console.log(`Listening on http://localhost:${info.port}`);
    if (env.SEED === 'demo' && emulator) {
      console.log(`Demo accounts (password ${demoAccounts[0]?.password}):`);
      for (const a of demoAccounts) console.log(`  ${a.email.padEnd(20)} ${a.role.padEnd(8)} ${a.organisationName} (organisation ${a.organisationId})`);
    }
    logger.info({ startupMs, database: database.kind, emulator }, 'server started');
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    server.close(() => {
      Promise.all([scoreWorker.stop(), pushWorker?.stop(), lrsForwarder?.stop()]).then(() => live.close()).then(() => database.close()).then(
        () => process.exit(0),
        () => process.exit(0),
      );
    });
    // Keep-alive connections would hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
}
