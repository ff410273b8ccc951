/**
 * `BENCH_ONLY=teacher-apply` (issue 55 item 5): the device's side of the teacher's full pull alone.
 * The teacher-scale data (bench/teacher-data.ts, 36,000 attempts) is seeded in a PostgreSQL, the
 * teacher's full pull is fetched page by page once, packed as the app asks, and the pages are then
 * parsed and applied in Chromium by the app's own modules (bench/support/in-page-apply-entry.ts) in
 * a blank page, a fresh context and database each run: no server, no network in the figure.
 * `TEACHER_APPLY_BEFORE=<git ref>` also bundles that commit's src and contract and applies the same
 * pages with it, alternating run by run, so a change is compared within one run on a loaded machine;
 * the two must store the same rows. `TEACHER_APPLY_PROFILE=1` prints where one run's time went
 * (Chromium's sampling profiler, self time by function). `TEACHER_APPLY_PAGES=<file>` keeps the
 * recorded pages in that file and reads them from it next time (no PostgreSQL then).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { syncedStoresDefine } from '../scripts/synced-stores';
import { launchBrowser } from '../tests/e2e/support/browser';
import { tokenFor } from '../tests/e2e/support/server-api';
import { ORGANISATION_HEADER, PULL_PAGE_START } from '../contract/wire';
import { figure, type Figure } from './support/stats';
import { TEACHER_SCALE, withTeacherScaleProduct } from './teacher-data';

const ORIGIN = 'http://teacher-apply.bench';
const CHECKED_TABLES = ['memberQuizResults', 'memberQuizSummaries', 'memberQuizKeys', 'people'];

/** The teacher's full pull as the app asks for it (memberQuizResults packed): each page's JSON. */
async function recordPull(): Promise<string[]> {
  return withTeacherScaleProduct(false, async (baseUrl) => {
    const headers = { Authorization: `Bearer ${await tokenFor(baseUrl, 'teacher')}`, [ORGANISATION_HEADER]: '5', Accept: 'application/json' };
    const clientId = randomUUID();
    const pages: string[] = [];
    for (let page: string | undefined = PULL_PAGE_START; page;) {
      const response = await fetch(`${baseUrl}/api/sync/pull?${new URLSearchParams({ clientId, page, pack: 'memberQuizResults' })}`, { headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`pull answered ${response.status}: ${text.slice(0, 200)}`);
      pages.push(text);
      const answer = JSON.parse(text) as { more?: boolean; page?: string };
      page = answer.more ? answer.page : undefined;
    }
    return pages;
  });
}

/** The in-page entry bundled against `root`'s src and contract (this checkout's, or an older commit's). */
async function bundle(root: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./support/in-page-apply-entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    alias: { '@': join(root, 'src'), '@contract': join(root, 'contract') },
    nodePaths: [join(process.cwd(), 'node_modules')],
    define: { 'import.meta.env.VITE_ORGANISATION_ID': '"5"', ...(await syncedStoresDefine()) },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** `ref`'s src and contract in a temporary folder. */
function checkout(ref: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'teacher-apply-'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref, 'src', 'contract'], { maxBuffer: 1 << 30 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Self time by function of one profile (Chromium's `Profiler.stop` answer), the top `count`. */
function topSelfTimes(profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples?: number[]; timeDeltas?: number[] }, count: number): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byNode.get(id)!.callFrame;
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`);
}

/** One run: a fresh context, the bundle injected into a blank page, the pages applied; the time and the rows stored. */
async function applyOnce(browser: Browser, script: string, pages: string[], profile: boolean): Promise<{ ms: number; parseMs: number; rows: string }> {
  const context = await browser.newContext();
  try {
    await context.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>apply</title>' }));
    const page: Page = await context.newPage();
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({ content: script });
    await page.evaluate(() => window.inPageApply.open());
    const cdp = profile ? await context.newCDPSession(page) : null;
    await cdp?.send('Profiler.enable');
    await cdp?.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp?.send('Profiler.start');
    const { ms, parseMs } = await page.evaluate((bodies) => window.inPageApply.apply(bodies), pages);
    if (cdp) {
      const { profile: taken } = await cdp.send('Profiler.stop');
      process.stdout.write(`\n  where one apply's time went (self time, ${ms.toFixed(0)} ms in all):\n${topSelfTimes(taken, 25).map((l) => `    ${l}`).join('\n')}\n`);
    }
    const rows = await page.evaluate((tables) => window.inPageApply.dump(tables), CHECKED_TABLES);
    return { ms, parseMs, rows };
  } finally {
    await context.close();
  }
}

/** The recorded pages, read from `TEACHER_APPLY_PAGES` when that file exists, else recorded (and written there when named). */
async function pullPages(): Promise<string[]> {
  const file = process.env.TEACHER_APPLY_PAGES;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
  const pages = await recordPull();
  if (file) writeFileSync(file, JSON.stringify(pages));
  return pages;
}

export async function teacherApplyFigures(runs: number): Promise<Figure[]> {
  const pages = await pullPages();
  const bytes = pages.reduce((n, text) => n + Buffer.byteLength(text), 0);
  const after = await bundle(process.cwd());
  const beforeRef = process.env.TEACHER_APPLY_BEFORE;
  const old = beforeRef ? checkout(beforeRef) : null;
  const before = old ? await bundle(old.root) : null;
  old?.remove();
  const { batches, learnersPerBatch, quizzes, attempts } = TEACHER_SCALE;
  const total = batches * learnersPerBatch * quizzes * attempts;
  const note = `${pages.length} pages, ${(bytes / 1e6).toFixed(2)} MB of JSON, ${total} attempts; parsed and applied in a blank page, no network`;
  const browser = await launchBrowser();
  try {
    const times = { after: [] as number[], parse: [] as number[], before: [] as number[] };
    let stored: string | undefined;
    for (let i = 0; i < runs; i += 1) {
      // Alternating, so both builds see the same load; the first run of each is timed as well.
      if (before) {
        const run = await applyOnce(browser, before, pages, false);
        times.before.push(run.ms);
        if (stored !== undefined && run.rows !== stored) throw new Error('The build before stored other rows than this one.');
        stored = run.rows;
      }
      const run = await applyOnce(browser, after, pages, process.env.TEACHER_APPLY_PROFILE === '1' && i === 0);
      times.after.push(run.ms);
      times.parse.push(run.parseMs);
      if (stored !== undefined && run.rows !== stored) throw new Error('The build before stored other rows than this one.');
      stored = run.rows;
    }
    return [
      figure('teacher full pull: the device\'s apply alone (parse + check + write)', 'ms', times.after, { limit: 1000, lowerIsBetter: true }, note),
      figure('  of which JSON.parse and the answer\'s check', 'ms', times.parse),
      ...(before ? [figure(`  the same pages applied by ${beforeRef} (same run, alternating; same rows stored)`, 'ms', times.before)] : []),
    ];
  } finally {
    await browser.close();
  }
}
