// The language chooser names Hindi and Arabic in their own scripts: on an English sign-in screen the
// only text in those scripts. A first visit fetches the Noto faces cut to those names (2–4 KB,
// scripts/language-name-fonts.ts), never the whole Devanagari and Arabic faces (103 KB), and the
// names are drawn as the whole faces draw them: the same width, conjuncts and joined letters
// included. A page in Hindi still gets the whole face for its text.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotOnFailure } from './support/failure-screenshot';
import { productSuite } from './support/suite';
import { appTookOver } from './support/browser';

const suite = productSuite();
let page: Page | undefined;

const WHOLE_FACES = /\/assets\/noto-(sans-devanagari|naskh-arabic)-[^/]+\.woff2$/;
const CUT_FACES = /\/assets\/(devanagari|arabic)-[^/]+\.woff2$/;

/** A first visit (no service worker) to /login in `locale`, at `width`, with every font request recorded. */
async function openLogin(width: number, locale: string): Promise<{ p: Page; fonts: string[] }> {
  const context = await suite.browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block', locale });
  const p = (page = await context.newPage());
  const fonts: string[] = [];
  p.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await p.goto(`${suite.product.baseUrl}/login`);
  await appTookOver(p);
  await p.evaluate(() => document.fonts.ready);
  return { p, fonts };
}

/**
 * The width of each name in the chooser, and of the same text in the same size and weight set in
 * the app's whole face for its script (loaded here on purpose, after the first measurement).
 */
async function namesAgainstWholeFaces(p: Page) {
  return p.evaluate(async () => {
    const wholeFamily: Record<string, string> = { hi: 'Noto Sans Devanagari', ar: 'Noto Naskh Arabic' };
    const rows: { lang: string; family: string; width: number; wholeWidth: number; drawnInCutFace: boolean }[] = [];
    for (const lang of ['hi', 'ar']) {
      const name = document.querySelector<HTMLElement>(`.language-name[lang="${lang}"]`);
      if (!name) throw new Error(`no name in ${lang}`);
      const style = getComputedStyle(name);
      const font = `${style.fontWeight} ${style.fontSize} "${wholeFamily[lang]}"`;
      const drawnInCutFace = document.fonts.check(`${style.fontWeight} ${style.fontSize} "Language Names"`, name.textContent ?? '');
      const width = name.getBoundingClientRect().width;
      await document.fonts.load(font, name.textContent ?? '');
      // The same name beside it, in the same box and style, with only the family changed.
      const probe = name.cloneNode(true) as HTMLElement;
      probe.classList.remove('language-name');
      probe.style.cssText = `position:absolute;white-space:nowrap;font-family:"${wholeFamily[lang]}"`;
      name.after(probe);
      rows.push({ lang, family: style.fontFamily, width, wholeWidth: probe.getBoundingClientRect().width, drawnInCutFace });
      probe.remove();
    }
    return rows;
  });
}

for (const width of [390, 1280]) {
  test(`an English first visit at ${width} px fetches the faces cut to the language names, not the whole Devanagari and Arabic faces; the names are drawn as those faces draw them`, async () => {
    screenshotOnFailure(() => page, `language-name-fonts-${width}`);
    const { p, fonts } = await openLogin(width, 'en-US');
    expect(fonts.filter((path) => WHOLE_FACES.test(path))).toEqual([]);
    expect(fonts.filter((path) => CUT_FACES.test(path)).map((path) => path.split('/').pop()?.split('-')[0]).sort()).toEqual(['arabic', 'devanagari']);

    const rows = await namesAgainstWholeFaces(p);
    for (const row of rows) {
      expect(row.family, row.lang).toMatch(/^"?Language Names"?,/);
      expect(row.drawnInCutFace, row.lang).toBe(true);
      expect(Math.abs(row.width - row.wholeWidth), `${row.lang}: ${row.width} against ${row.wholeWidth}`).toBeLessThan(0.5);
    }
    // The names are marked with their language (a screen reader reads each in its own voice) and
    // stay the radio buttons' names.
    await expect(p.getByRole('radio', { name: 'हिन्दी' }).count()).resolves.toBe(1);
    await expect(p.getByRole('radio', { name: 'العربية' }).count()).resolves.toBe(1);
    await p.context().close();
  });
}

test('a first visit in Hindi fetches the whole Devanagari face for the page\'s text', async () => {
  screenshotOnFailure(() => page, 'language-name-fonts-hindi');
  const { p, fonts } = await openLogin(390, 'hi-IN');
  await p.getByRole('heading', { level: 1 }).waitFor();
  expect(await p.locator('html').getAttribute('lang')).toBe('hi');
  expect(fonts.some((path) => /\/assets\/noto-sans-devanagari-/.test(path))).toBe(true);
  await p.context().close();
});
