/**
 * `BENCH_ONLY=anki-import` (issue 50, item 4): an admin imports a modern Anki package of 20,000
 * notes (a zstd schema-18 collection.anki21b built by tests/support/anki/package.ts: half Basic (and
 * reversed card), half Cloze, with HTML) into the deck editor in Chromium. Timed from choosing the
 * file to the preview naming 20,000 cards (the worker reads the package; the page cleans and checks
 * the notes a slice at a time); and the longest main-thread task meanwhile (Long Tasks API), which
 * says whether the page froze.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { signIn } from '../tests/e2e/support/browser';
import { BASIC_REVERSED, CLOZE, loadSql, modernApkg, type FixtureNote } from '../tests/support/anki/package';
import { figure, type Figure } from './support/stats';

const NOTES = 20_000;

async function benchPackage(): Promise<Buffer> {
  const notes: FixtureNote[] = [];
  for (let n = 1; n <= NOTES; n += 1) {
    notes.push(n % 2 === 0
      ? { guid: `bench-${n}`, mid: BASIC_REVERSED.id, fields: [`<b>Word ${n}</b>`, `<i>meaning</i> of word ${n}<br>with a second line`], tags: 'bench vocab' }
      : { guid: `bench-${n}`, mid: CLOZE.id, fields: [`{{c1::Fact ${n}}} was found in {{c2::${1900 + (n % 100)}}}`, `source ${n}`], tags: 'bench' });
  }
  return Buffer.from(modernApkg(await loadSql(), { notetypes: [BASIC_REVERSED, CLOZE], notes }));
}

/** One import: milliseconds to the preview, and the longest main-thread task meanwhile. */
async function importOnce(browser: Browser, baseUrl: string, apkg: string): Promise<{ ms: number; longest: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/create-flashcards`);
    await page.locator('[data-ready="true"]').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Import' }).click();
    await page.evaluate(() => {
      const tasks: string[] = [];
      (window as unknown as { importTasks: string[] }).importTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(`${e.startTime.toFixed(0)}+${e.duration.toFixed(0)}`))).observe({ type: 'longtask' });
    });
    const t0 = Date.now();
    // A path, not a buffer: Playwright builds a buffer's File with a script in the page, which would be timed too.
    await page.locator('input[type="file"]').setInputFiles(apkg);
    await page.getByText(`${NOTES.toLocaleString('en')} cards ready, 0 with errors`, { exact: false }).waitFor({ timeout: 120_000 });
    const ms = Date.now() - t0;
    const tasks = await page.evaluate(() => (window as unknown as { importTasks: string[] }).importTasks);
    if (process.env.BENCH_VERBOSE) console.log('anki-import long tasks (start+ms):', tasks.join(' '));
    return { ms, longest: Math.max(0, ...tasks.map((t) => Number(t.split('+')[1]))) };
  } finally {
    await context.close();
  }
}

/** {@link importOnce} over `runs` fresh contexts. */
export async function ankiImportFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const bytes = await benchPackage();
  const folder = mkdtempSync(join(tmpdir(), 'anki-bench-'));
  const apkg = join(folder, 'bench.apkg');
  writeFileSync(apkg, bytes);
  const samples: { ms: number; longest: number }[] = [];
  try {
    for (let run = 0; run < runs; run += 1) samples.push(await importOnce(browser, baseUrl, apkg));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const size = `${(bytes.length / 1024 / 1024).toFixed(1)} MB`;
  return [
    figure(`Anki .apkg import, ${NOTES.toLocaleString('en')} notes (${size}, anki21b), file chosen → preview`, 'ms', samples.map((s) => s.ms), { limit: 15_000, lowerIsBetter: true }),
    figure(`Anki .apkg import, ${NOTES.toLocaleString('en')} notes: longest main-thread task`, 'ms', samples.map((s) => s.longest), { limit: 200, lowerIsBetter: true }),
  ];
}
