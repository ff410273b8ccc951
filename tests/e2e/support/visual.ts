/**
 * Visual baselines (issue 48): a screen's screenshot compared with its approved PNG under
 * tests/e2e/baselines/<role>/<width>/<screen>.png, pixel by pixel (pixelmatch) with a small
 * tolerance; what changes from run to run is masked. A difference keeps the actual, approved and
 * diff images under test-results/visual/. With UPDATE_BASELINES=1 (`npm run test:update-baselines`)
 * a missing or differing image is written as the new approved one instead, to be reviewed in git diff.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';

/** Where the approved images live (committed) and where a difference is kept (gitignored). */
export const BASELINE_DIR = fileURLToPath(new URL('../baselines', import.meta.url));
export const RESULTS_DIR = join(process.cwd(), 'test-results', 'visual');

/** Writing baselines instead of comparing (`npm run test:update-baselines`). */
export const UPDATING = process.env.UPDATE_BASELINES === '1';

/**
 * Per-pixel colour distance pixelmatch still calls equal (0–1; anti-aliased pixels are ignored on
 * their own), and the share of pixels that may differ before a screen counts as changed: enough for
 * font-rendering noise, far below a missing stylesheet or a moved block.
 */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_RATIO = 0.005;

/**
 * The browser's clock for every screenshot: a fixed start (then running) in the seeded data's week,
 * so dates, "due in" texts and date pickers read the same on any day the test runs.
 */
export const VISUAL_CLOCK = new Date('2026-11-23T04:30:00Z');

/** What changes from run to run whatever the clock: sync and pull times, the storage estimate, a video's frame. */
const MASKED = ['video', 'text=/^As of /', 'text=/^(Synced|Last synced) /', 'text=/ used$/', '[aria-label^="Storage:"]', '[aria-label^="Sync status"]'];

/**
 * A screen's file name: its path (and search) as one slug, e.g. admin-dashboard-batches. A uuid (the
 * id of what a /create-… route just made) reads as `new`, the same on every run.
 */
export function screenSlug(path: string): string {
  return path
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'new')
    .replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '') || 'home';
}

/**
 * A server-made time (e.g. a seeded deck's "Last edit", stamped when the product seeded its
 * database) in src/ui/date.ts's en-IN forms, '2 Dec, 4:51 am' or '2 Dec 2026, 4:51 am': it is
 * rewritten to one fixed text of that form rather than masked, because its length moves the columns.
 */
const SERVER_TIME = /^\d{1,2} [A-Z][a-z]{2,8}( \d{4})?, \d{1,2}:\d{2}\s?[ap]m$/i;
const FIXED_TIME = '1 Jan, 9:00 am';

/** The viewport of `page` as it looks now: fonts loaded, animations finished, caret hidden, dynamic text masked. */
export async function shoot(page: Page): Promise<Buffer> {
  await page.evaluate(
    ({ pattern, fixed }) => {
      const re = new RegExp(pattern, 'i');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (re.test(node.textContent?.trim() ?? '')) node.textContent = fixed;
    },
    { pattern: SERVER_TIME.source, fixed: FIXED_TIME },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((done) => img.addEventListener('loadend', done, { once: true }))));
  });
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', mask: MASKED.map((s) => page.locator(s)), maskColor: '#8a8a8a' });
}

/** How `actual` differs from `expected`: the share of differing pixels and the diff image (red where they differ). */
export function comparePngs(actual: PNG, expected: PNG): { ratio: number; diff: PNG } {
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  if (expected.width !== width || expected.height !== height) return { ratio: 1, diff };
  const count = pixelmatch(actual.data, expected.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  return { ratio: count / (width * height), diff };
}

/** Whether `png` differs from the approved image `name` beyond the tolerance (false when there is none yet). */
function differs(png: Buffer, name: string): boolean {
  const file = join(BASELINE_DIR, `${name}.png`);
  return existsSync(file) && comparePngs(PNG.sync.read(png), PNG.sync.read(readFileSync(file))).ratio > MAX_DIFF_RATIO;
}

/**
 * Photographs a screen with `take` and checks it against its approved image `name` (see
 * {@link checkShot}). When updating, the image kept is a still one: two shots in a row alike. When
 * comparing, a screen that differs is taken twice more (a part late on a loaded machine) before it
 * counts as changed; a real change differs every time.
 */
export async function checkScreen(take: () => Promise<Buffer>, name: string): Promise<string> {
  let png = await take();
  if (UPDATING) {
    for (let i = 0; i < 4; i++) {
      const again = await take();
      if (again.equals(png)) break;
      png = again;
    }
  } else {
    for (let i = 0; i < 2 && differs(png, name); i++) png = await take();
  }
  return checkShot(png, name);
}

/**
 * Checks one screenshot against its approved image `name` (`role/width/screen`). Returns what is
 * wrong ('' when it matches, or when updating wrote it); on a difference the three images are kept
 * under test-results/visual/.
 */
export function checkShot(png: Buffer, name: string): string {
  const file = join(BASELINE_DIR, `${name}.png`);
  const write = (path: string, data: Buffer) => (mkdirSync(dirname(path), { recursive: true }), writeFileSync(path, data));
  const kept = (kind: string) => join(RESULTS_DIR, `${name}.${kind}.png`);
  if (!existsSync(file)) {
    if (UPDATING) return (write(file, png), '');
    write(kept('actual'), png);
    return `${name}: no approved image at ${file}; create it with \`npm run test:update-baselines\` and review it in git diff`;
  }
  const expected = readFileSync(file);
  const { ratio, diff } = comparePngs(PNG.sync.read(png), PNG.sync.read(expected));
  if (ratio <= MAX_DIFF_RATIO) return '';
  if (UPDATING) return (write(file, png), '');
  write(kept('actual'), png);
  write(kept('expected'), expected);
  write(kept('diff'), PNG.sync.write(diff));
  return `${name}: ${(ratio * 100).toFixed(2)}% of pixels differ (limit ${MAX_DIFF_RATIO * 100}%); see ${kept('diff')}`;
}

/**
 * Approved images under `folder` (e.g. `admin/1280`) that no screen of this run matched: a route
 * gone or renamed. Updating deletes them; otherwise each is a problem.
 */
export function staleBaselines(folder: string, shot: readonly string[]): string[] {
  const dir = join(BASELINE_DIR, folder);
  if (!existsSync(dir)) return [];
  const stale = readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .map((f) => `${folder}/${f.slice(0, -'.png'.length)}`)
    .filter((name) => !shot.includes(name));
  if (UPDATING) return (stale.forEach((name) => rmSync(join(BASELINE_DIR, `${name}.png`))), []);
  return stale.map((name) => `${name}: approved image of no screen any more; remove it with \`npm run test:update-baselines\``);
}
