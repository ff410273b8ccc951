/** `npm run seed`: migrates the configured database and inserts the missing demo rows (and emulator accounts). */
import { openDatabase } from '../db/client';
import { EnvError, loadEnv } from '../env';
import { ensureEmulatorAccounts } from './firebase-accounts';
import { demoAccounts, seedDemoData } from './index';

try {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await seedDemoData(handle.db);
  if (env.FIREBASE_AUTH_EMULATOR_HOST) await ensureEmulatorAccounts(env.FIREBASE_PROJECT_ID, demoAccounts);
  await handle.close();
  console.log(`Seeded the demo data into ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR}.`);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
