// Functions passed to page.evaluate avoid named inner functions: tsx (esbuild keepNames) would wrap them in `__name`, unknown in the page.
/**
 * `BENCH_ONLY=screens` (issue 20 item 6): in-app navigation to a screen, timed in the page from
 * the navigation to a painted frame with the new screen's `[data-ready="true"]` (every staff screen
 * sets it on its root once its local data has rendered; docs/ARCHITECTURE.md). The role signs in,
 * the first sync runs, then each run goes back to the role's start screen and navigates again
 * (a link to the path when the page shows one, else the history API the router listens to). Also
 * lists the JavaScript fetched by the first navigation (the route's chunks) with min+gzip sizes.
 * `BENCH_SCREENS="teacher:/teacher-dashboard/batch-students,admin:/admin-dashboard/quizess"` picks
 * the screens; a screen that shows no marker within 15 s is reported as not measured.
 */
import type { Browser, Page } from 'playwright-core';
import { signIn, type DemoRole } from '../tests/e2e/support/browser';
import { gzipSize } from './frontend';
import { figure, type Figure } from './support/stats';

interface Screen { role: DemoRole; path: string }

const START: Record<DemoRole, string> = { learner: '/dashboard', teacher: '/teacher-dashboard', admin: '/admin-dashboard' };

// /create-quiz is the admin's (SPEC §6); it redirects to the new quiz's editor, /quizess/<new id>.
const DEFAULT_SCREENS = 'teacher:/teacher-dashboard/batch-students,admin:/admin-dashboard/batch-students,admin:/create-quiz';

function screens(): Screen[] {
  return (process.env.BENCH_SCREENS ?? DEFAULT_SCREENS).split(',').map((entry) => {
    const [role, path] = entry.split(':');
    if (!path || !(role && role in START)) throw new Error(`BENCH_SCREENS: "${entry}" is not role:/path`);
    return { role: role as DemoRole, path };
  });
}

/**
 * In-app navigation to `path`; resolves with the milliseconds until a new ready marker has painted
 * on `path` or on the screen it redirects to (any path but the one the navigation started from).
 */
function navigateToReadyMs(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (to) =>
      new Promise<number>((resolve, reject) => {
        const before = new Set(document.querySelectorAll('[data-ready="true"]'));
        const from = location.pathname;
        const timer = setTimeout(() => reject(new Error(`no [data-ready="true"] on ${to} within 15 s`)), 15_000);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const ready = [...document.querySelectorAll('[data-ready="true"]')].some((el) => !before.has(el) && el.isConnected);
          if (!ready || location.pathname === from) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
        const link = document.querySelector<HTMLAnchorElement>(`a[href="${to}"]`);
        if (link) link.click();
        else {
          history.pushState(history.state, '', to);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }
      }),
    path,
  );
}

/** Back to the role's start screen, in-app, until its main heading shows. */
async function backToStart(page: Page, role: DemoRole): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, START[role]);
  await page.waitForURL(`**${START[role]}`);
  await page.locator('main').getByRole('heading').first().waitFor();
}

async function measure(browser: Browser, baseUrl: string, screen: Screen, runs: number): Promise<Figure[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    await signIn(page, baseUrl, screen.role);
    await page.goto(`${baseUrl}${START[screen.role]}`);
    await page.locator('main').getByRole('heading').first().waitFor();
    const chunks = new Map<string, number>();
    const onRequest = (req: { url(): string }) => {
      const { pathname, origin } = new URL(req.url());
      if (origin === new URL(baseUrl).origin && pathname.endsWith('.js')) chunks.set(pathname, gzipSize(pathname));
    };
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      if (i === 0) page.on('request', onRequest);
      times.push(await navigateToReadyMs(page, screen.path));
      if (i === 0) page.off('request', onRequest);
      await backToStart(page, screen.role);
    }
    const chunkList = [...chunks].map(([path, bytes]) => `${path.split('/').pop()} ${(bytes / 1024).toFixed(1)} KB`).join(', ');
    return [figure(`${screen.path} paints (in-app navigation, ${screen.role})`, 'ms', times, { limit: 300, lowerIsBetter: true }, `route chunks: ${chunkList || 'none fetched'}`)];
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`screens: ${screen.path} not measured: ${why}`);
    return [figure(`${screen.path} paints (in-app navigation, ${screen.role})`, 'ms', [], { limit: 300, lowerIsBetter: true }, `not measured: ${why}`)];
  } finally {
    await context.close();
  }
}

export async function screenFigures(browser: Browser, baseUrl: string, runs: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const screen of screens()) figures.push(...(await measure(browser, baseUrl, screen, runs)));
  return figures;
}
