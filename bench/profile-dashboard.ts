/**
 * `npx tsx bench/profile-dashboard.ts` (after `npm run build`; issue 55 item 8): where /dashboard's
 * main-thread time goes on a phone, from navigation to 5 s after the first contentful paint. A
 * returning learner (first sync done, service worker active), 4× CPU and slow 4G by the DevTools
 * protocol (`throttleAsPhone`); V8's sampling profiler over that window, its self time summed by script
 * (the chunk) and by function, the long tasks after the paint, and when each script arrived.
 * `PROFILE_RUNS` runs (default 3). `PROFILE_SCREEN=/login`: /login instead, a first visit signed out
 * (service worker blocked, as bench/login-usable.ts).
 * The profiler's own overhead is in the figures: compare builds within one run of this script.
 */
import { launchBrowser, firstSyncDone, signIn } from '../tests/e2e/support/browser';
import { startProduct } from '../tests/e2e/support/product';
import { contentReady, recordLongTasks, throttleAsPhone } from './frontend';
import { printProfile, type Profile } from './support/cpu-profile';

async function main() {
  const runs = Number(process.env.PROFILE_RUNS ?? 3);
  const screen = process.env.PROFILE_SCREEN === '/login' ? '/login' : '/dashboard';
  const product = await startProduct({ E2E_BUILD: '1' });
  const browser = await launchBrowser();
  try {
    for (let run = 0; run < runs; run += 1) {
      // /login: a first visit signed out, the service worker blocked (as bench/login-usable.ts).
      const context = await browser.newContext(screen === '/login' ? { serviceWorkers: 'block', viewport: { width: 412, height: 823 } } : {});
      if (screen === '/dashboard') {
        const login = await context.newPage();
        await signIn(login, product.baseUrl, 'learner');
        await firstSyncDone(login);
        await login.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await login.close();
      }
      await recordLongTasks(context);
      const page = await context.newPage();
      const cdp = await throttleAsPhone(context, page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${product.baseUrl}${screen}`);
      await contentReady[screen](page);
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      const now = await page.evaluate(() => performance.now());
      await page.waitForTimeout(Math.max(0, fcp + 5000 - now));
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: Array<{ start: number; duration: number }> }).longTasks);
      const after = tasks.filter((t) => t.start >= fcp);
      printProfile(`run ${run + 1}: FCP ${fcp.toFixed(0)} ms; long tasks after FCP: ${after.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(' ') || 'none'}; blocking ${after.reduce((s, t) => s + Math.max(0, t.duration - 50), 0).toFixed(0)} ms`, profile);
      // When each script arrived (its response's end, in the page's clock): what the takeover waited for.
      const scripts = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime, end: r.responseEnd, bytes: r.encodedBodySize })),
      );
      console.log('scripts (requested → arrived, bytes on the wire):\n' + scripts.map((r) => `  ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ms  ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${r.name}`).join('\n'));
      await context.close();
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
