/**
 * Vitest global setup for the browser tests: the product's data folder with its database migrated
 * and seeded, made once per run. Each browser-test file's product starts from a copy of it
 * (tests/e2e/support/product.ts) instead of running initdb and every migration again, which took a
 * loaded machine 10–25 s of CPU per file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding the migrated, seeded embedded database; copied, never used itself. */
    productDataTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-data-template-'));
  const handle = await openDatabase({ dataDir: dir });
  try {
    await seedDemoData(handle.db);
  } finally {
    await handle.close();
  }
  project.provide('productDataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
