/**
 * `npm run bench`: starts the real product (as `npm start` does, on a free port with a fresh
 * database), measures every figure in docs/PERFORMANCE.md over RUNS runs (default 5), prints a
 * table and writes bench/results.json. A report: budgets are shown, never asserted.
 */
import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startProduct } from '../tests/e2e/support/product';
import { adminPullFigures } from './admin-pull';
import { ankiImportFigures } from './anki-import';
import { apiEndpoints, apiFigures } from './api';
import { coursesFigures } from './courses';
import { floodFigures } from './flood';
import { dashboardTaskFigures, firstLoadFigures, offlineColdStartFigure } from './frontend';
import { largeLocalFigures } from './large-local';
import { lighthouseFigures } from './lighthouse';
import { loginUsableFigures } from './login-usable';
import { outboxFigures } from './outbox';
import { peopleImportFigures } from './people-import';
import { returningFigures } from './returning';
import { scaleFigures } from './scale';
import { screenFigures } from './screens';
import { syncFigures } from './sync';
import { teacherApplyFigures } from './teacher-apply';
import { teacherScreenFigures } from './teacher-screens';
import { machineInfo, peakMemoryMiB } from './support/machine';
import { figure, table, type Figure } from './support/stats';

const runs = Math.max(5, Number(process.env.RUNS ?? 5));
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (name: string) => !only || only.includes(name);

/**
 * The API figures measure the server's write path at full speed, so this product's per-user write
 * throttle is raised out of reach; the flood figure runs on a product with the defaults.
 */
const UNTHROTTLED = {
  THROTTLE_USER_WRITES: '1000000000', THROTTLE_ORG_WRITES: '1000000000', THROTTLE_USER_MESSAGES: '1000000000', THROTTLE_ORG_MESSAGES: '1000000000',
};

/** The sections that run on the first product (scale and admin-pull start their own servers; flood its own product). */
const MAIN_SECTIONS = ['first-load', 'offline', 'long-tasks', 'courses', 'screens', 'anki-import', 'lighthouse', 'api', 'sync', 'outbox', 'returning', 'large-local'];

async function main(): Promise<void> {
  const started = Date.now();
  const figures: Figure[] = [];
  const section = async (name: string, run: () => Promise<Figure[]>) => {
    if (!wanted(name)) return;
    const t0 = Date.now();
    process.stdout.write(`bench: ${name}… `);
    figures.push(...(await run()));
    process.stdout.write(`${((Date.now() - t0) / 1000).toFixed(0)} s\n`);
  };
  await section('scale', scaleFigures);
  // In-process PGlite of its own, before the product starts (nothing else runs meanwhile).
  await section('admin-pull', () => adminPullFigures(runs));
  await section('people-import', () => peopleImportFigures(runs));
  if (MAIN_SECTIONS.some(wanted)) {
    const product = await startProduct({ E2E_BUILD: '1', ...UNTHROTTLED });
    try {
      const browser = await launchBrowser();
      try {
        await section('first-load', async () => [...(await firstLoadFigures(browser, product.baseUrl, runs)), ...(await loginUsableFigures(browser, product.baseUrl, runs))]);
        await section('offline', async () => [await offlineColdStartFigure(browser, product.baseUrl, runs)]);
        await section('long-tasks', () => dashboardTaskFigures(browser, product.baseUrl, runs));
        await section('courses', () => coursesFigures(browser, product.baseUrl, runs));
        await section('screens', () => screenFigures(browser, product.baseUrl, runs));
        await section('anki-import', () => ankiImportFigures(browser, product.baseUrl, runs));
        // Issue 55 item 3: edits the demo course and adds 500 messages a run, so after the sections that read the seed as seeded.
        await section('returning', () => returningFigures(browser, product.baseUrl, runs));
        // Issue 55 item 4: the rows it adds stay on its own device; nothing changes on the server.
        await section('large-local', () => largeLocalFigures(browser, product.baseUrl, runs));
      } finally {
        await browser.close();
      }
      await section('lighthouse', () => lighthouseFigures(product.baseUrl, runs));
      await section('api', () => apiFigures(product.baseUrl, runs, apiEndpoints));
      // Last: it leaves 10,000 progress rows on the server, which would colour the figures above.
      const syncBrowser = await launchBrowser();
      try {
        // Before the sync section: a learner's outbox over the demo seed as it was seeded.
        await section('outbox', () => outboxFigures(syncBrowser, product.baseUrl, runs));
        await section('sync', () => syncFigures(syncBrowser, product.baseUrl, runs));
      } finally {
        await syncBrowser.close();
      }
      // Issue 55 item 6: VmHWM is the kernel's high-water mark of the server's resident memory over
      // its whole life, so read after the last section it covers every section the product served.
      figures.push(figure('API server peak memory over the whole bench (VmHWM, read after every section)', 'MiB', [peakMemoryMiB('server/index.ts')], { limit: 512, lowerIsBetter: true },
        `sections run: ${MAIN_SECTIONS.filter(wanted).join(', ')}`));
    } finally {
      await product.stop();
    }
  }
  // Its own PostgreSQL and product (bench/teacher-screens.ts), after the others.
  await section('teacher', () => teacherScreenFigures(runs));
  // Issue 55 item 5: the same pull's apply on the device alone (its own PostgreSQL for the recording).
  await section('teacher-apply', () => teacherApplyFigures(runs));
  if (wanted('flood')) {
    const defaults = await startProduct();
    try {
      await section('flood', () => floodFigures(defaults.baseUrl, runs));
    } finally {
      await defaults.stop();
    }
  }
  report(started, figures);
}

function report(started: number, figures: Figure[]): void {
  const results = { machine: machineInfo(), runs, seconds: Math.round((Date.now() - started) / 1000), figures };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${table(figures)}\n\nmachine: ${results.machine.cpu}, ${results.machine.cores} cores, ${results.machine.memoryGiB} GiB, node ${results.machine.node}; commit ${results.machine.commit.slice(0, 10)}; ${results.seconds} s in all. Written to bench/results.json.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
