/**
 * Compares a screenshot with its approved image in tests/e2e/screenshots/ (pixelmatch over pngjs):
 * a small tolerance per pixel (anti-aliasing) and in the share of pixels that differ. On a mismatch
 * the expected, actual and diff images are written to test-results/visual/. With
 * UPDATE_SCREENSHOTS=1 (`npm run test:update-screenshots`) the screenshot becomes the approved image.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const BASELINE_DIR = join(process.cwd(), 'tests', 'e2e', 'screenshots');
const RESULTS_DIR = join(process.cwd(), 'test-results', 'visual');

/** Whether this run writes the approved images instead of comparing with them. */
export const UPDATING = process.env.UPDATE_SCREENSHOTS === '1';

/** pixelmatch's per-pixel colour threshold (0–1): above anti-aliasing noise, below a changed colour. */
const PIXEL_THRESHOLD = 0.1;
/** The share of pixels that may differ before a screen counts as changed. */
const MAX_DIFF_RATIO = 0.001;

/** A file name for a screen: role, path and width. */
export function shotName(role: string, path: string, width: number): string {
  // A route that creates a draft lands on a new random id each run (/create-quiz → /quizess/<uuid>).
  const stable = path.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'new');
  const slug = stable.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'root';
  return `${role.replace(/\s+/g, '-')}--${slug}--${width}.png`;
}

/** Compares `png` with the approved image `name`; returns a problem line, or null when it matches (or was written). */
export function compareWithBaseline(name: string, png: Buffer): string | null {
  const file = join(BASELINE_DIR, name);
  if (UPDATING) {
    mkdirSync(BASELINE_DIR, { recursive: true });
    // Maximum compression keeps the approved images in the repository small.
    writeFileSync(file, PNG.sync.write(PNG.sync.read(png), { deflateLevel: 9 }));
    return null;
  }
  if (!existsSync(file)) return `${name}: no approved image (run npm run test:update-screenshots and review it)`;
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(png);
  const keep = (suffix: string, data: Buffer) => {
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(join(RESULTS_DIR, name.replace(/\.png$/, `-${suffix}.png`)), data);
  };
  if (expected.width !== actual.width || expected.height !== actual.height) {
    keep('actual', png);
    keep('expected', readFileSync(file));
    return `${name}: size ${actual.width}×${actual.height}, approved ${expected.width}×${expected.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  keep('actual', png);
  keep('expected', readFileSync(file));
  keep('diff', PNG.sync.write(diff));
  return `${name}: ${differing} pixels (${(ratio * 100).toFixed(2)} %) differ; see test-results/visual/`;
}
