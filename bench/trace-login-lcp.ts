/**
 * `npx tsx bench/trace-login-lcp.ts` (after `npm run build`; issue 55 item 8): why Lighthouse's
 * simulated LCP of /login (signed out) is what it is. For each run, quiet and then under the
 * standard background load (`TRACE_LOAD=0`: quiet only; `TRACE_RUNS`, default 2): the score, the
 * simulated FCP/LCP and TBT, the observed FCP and LCP, the LCP element, every LCP candidate in the
 * trace (does a later one replace the prerendered one?), the requests that ended before the observed
 * LCP (Lantern's LCP graph holds exactly those, with the CPU tasks before it) and the main-thread
 * tasks over 12 ms. `TRACE_SIGNED_IN=1`: a learner signs in between the quiet and the loaded runs, as
 * in bench/lighthouse.ts.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { TraceProcessor as Processor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { startProduct } from '../tests/e2e/support/product';
import { withBackgroundLoad } from './support/background-load';
import { signInLearner } from './support/sign-in-learner';
import { stopServiceWorkers } from './lighthouse';

interface TraceEvent { name: string; ts: number; dur?: number; args?: { data?: Record<string, unknown> } }
interface Request { url: string; networkRequestTime: number; networkEndTime: number; resourceType?: string; priority?: string; transferSize?: number }

const short = (url: string) => new URL(url).pathname;

async function traceOnce(url: string, port: number, label: string): Promise<void> {
  await stopServiceWorkers(port);
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  const trace = (artifacts as unknown as { Trace: Parameters<typeof Processor.processTrace>[0] & { traceEvents: TraceEvent[] } }).Trace;
  const processed = Processor.processTrace(trace);
  const origin = processed.timestamps.timeOrigin;
  const ms = (ts: number) => (ts - origin) / 1000;
  const metrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const audit = (id: string) => lhr.audits[id]?.numericValue?.toFixed(0);
  console.log(`\n== ${label}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, simulated FCP ${audit('first-contentful-paint')} LCP ${audit('largest-contentful-paint')} TBT ${audit('total-blocking-time')}; observed FCP ${metrics.observedFirstContentfulPaint?.toFixed(0)} LCP ${metrics.observedLargestContentfulPaint?.toFixed(0)} ms; ended on ${short(lhr.finalDisplayedUrl)}`);
  const element = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] } | undefined;
  const node = element?.items?.[0]?.items?.[0]?.node;
  console.log(`  LCP element: ${node?.snippet ?? '?'} "${(node?.nodeLabel ?? '').slice(0, 60)}"`);
  for (const e of (trace.traceEvents as TraceEvent[]).filter((event) => event.name === 'largestContentfulPaint::Candidate')) {
    const d = e.args?.data ?? {};
    console.log(`  candidate at ${ms(e.ts).toFixed(0)} ms: ${String(d.type)} size ${String(d.size)} node ${String(d.nodeId)} index ${String(d.candidateIndex)}`);
  }
  const lcpAt = metrics.observedLargestContentfulPaint ?? Infinity;
  const requests = ((lhr.audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? []);
  console.log('  requests (start–end ms; * = ended before the observed LCP, so in Lantern\'s LCP graph):');
  for (const r of requests) {
    console.log(`   ${r.networkEndTime <= lcpAt ? '*' : ' '} ${r.networkRequestTime.toFixed(0).padStart(5)}–${r.networkEndTime.toFixed(0).padEnd(5)} ${r.resourceType ?? ''} ${r.priority ?? ''} ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB ${short(r.url)}`);
  }
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const top = tasks.filter((t) => !t.parent && t.duration > 12);
  console.log(`  tasks over 12 ms: ${top.map((t) => `${t.startTime.toFixed(0)}+${t.duration.toFixed(0)}`).join(', ')}`);
  const beforeLcp = tasks.filter((t) => !t.parent && t.endTime <= lcpAt);
  console.log(`  tasks ended before the observed LCP: ${beforeLcp.length}, ${beforeLcp.reduce((sum, t) => sum + t.duration, 0).toFixed(0)} ms in all`);
}

async function main() {
  const runs = Number(process.env.TRACE_RUNS ?? 2);
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
  try {
    await lighthouse(`${product.baseUrl}/login`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] }).catch(() => undefined);
    for (let run = 0; run < runs; run += 1) await traceOnce(`${product.baseUrl}/login`, chrome.port, `quiet ${run + 1}`);
    if (process.env.TRACE_LOAD === '0') return;
    if (process.env.TRACE_SIGNED_IN === '1') {
      // As bench/lighthouse.ts does before its loaded audits: a learner signs in (for /dashboard)
      // in the same browser; Lighthouse's storage reset does not clear cookies.
      await signInLearner(chrome.port, product.baseUrl);
    }
    await withBackgroundLoad(async () => {
      for (let run = 0; run < runs; run += 1) await traceOnce(`${product.baseUrl}/login`, chrome.port, `loaded ${run + 1}`);
    });
  } finally {
    chrome.kill();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
