/**
 * `npx tsx bench/trace-boot.ts` (after `npm run build`; issue 55 item 8): every main-thread task
 * over 12 ms in Lighthouse's own trace of /login (signed out) and /dashboard (a returning learner),
 * with the standard background load running (`TRACE_LOAD=0`: without it), and what runs in each:
 * its largest events (script evaluation by chunk, function calls, style, layout, parse). Lighthouse's
 * simulated TBT counts (task × 4 − 50 ms), so a task observed over 12.5 ms blocks. `TRACE_RUNS`
 * runs of each page (default 2); `TRACE_PAGE=login` or `dashboard`: that page only.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { TraceProcessor as Processor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { startProduct } from '../tests/e2e/support/product';
import { startBackgroundLoad } from './support/background-load';
import { signInLearner } from './support/sign-in-learner';
import { stopServiceWorkers } from './lighthouse';


type Task = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** A short name for an event: its kind and, for script work, the file it runs. */
function label(task: Task): string {
  const data = (task.event.args?.data ?? task.event.args?.beginData ?? {}) as { url?: string; functionName?: string; type?: string; lineNumber?: number; columnNumber?: number };
  const url = data.url ? new URL(data.url, 'http://x').pathname.replace(/^\/assets\//, '') : '';
  // The place in the (minified) chunk: look it up in dist/assets to see which module's code it is.
  const at = data.functionName !== undefined && data.lineNumber !== undefined ? `${data.functionName || '(anonymous)'}@${data.lineNumber}:${data.columnNumber}` : '';
  return [task.event.name, data.type, url, at].filter(Boolean).join(' ');
}

/** The events under `task` that took the most time themselves, summed by label. */
function breakdown(task: Task): string {
  const sums = new Map<string, number>();
  const walk = (node: Task) => {
    if (node !== task) sums.set(label(node), (sums.get(label(node)) ?? 0) + node.selfTime);
    node.children.forEach(walk);
  };
  walk(task);
  return [...sums].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join('; ');
}

async function traceOnce(url: string, port: number, keepStorage: boolean): Promise<void> {
  await stopServiceWorkers(port);
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  const trace = (artifacts as unknown as { Trace: Parameters<typeof Processor.processTrace>[0] }).Trace;
  const processed = Processor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const long = tasks.filter((t) => !t.parent && t.duration > 12);
  // Lighthouse's metrics audit: the simulated figures and the observed ones they were built from.
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number | undefined>[] } | undefined)?.items?.[0] ?? {};
  const ms = (name: string) => (metrics[name] === undefined ? '?' : metrics[name]!.toFixed(0));
  console.log(`\n${url}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, TBT ${ms('totalBlockingTime')} ms; simulated FCP ${ms('firstContentfulPaint')}, LCP ${ms('largestContentfulPaint')}, TTI ${ms('interactive')} ms; observed FCP ${ms('observedFirstContentfulPaint')}, LCP ${ms('observedLargestContentfulPaint')} ms; ${long.length} tasks over 12 ms:`);
  for (const t of long) console.log(`  ${t.startTime.toFixed(0).padStart(6)} ms  ${t.duration.toFixed(1).padStart(6)} ms  ${breakdown(t)}`);
}

async function main() {
  const runs = Number(process.env.TRACE_RUNS ?? 2);
  const pagesOnly = process.env.TRACE_PAGE; // 'login' or 'dashboard': that page only
  const product = await startProduct({ E2E_BUILD: '1' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
  const stopLoad = process.env.TRACE_LOAD === '0' ? async () => {} : startBackgroundLoad();
  try {
    // Not printed: a fresh Chromium's first trace sometimes has no navigation start.
    await lighthouse(`${product.baseUrl}/login`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] }).catch(() => undefined);
    if (!pagesOnly || pagesOnly === 'login') for (let run = 0; run < runs; run += 1) await traceOnce(`${product.baseUrl}/login`, chrome.port, false);
    await signInLearner(chrome.port, product.baseUrl);
    if (!pagesOnly || pagesOnly === 'dashboard') for (let run = 0; run < runs; run += 1) await traceOnce(`${product.baseUrl}/dashboard`, chrome.port, true);
  } finally {
    await stopLoad();
    chrome.kill();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
