/**
 * After `vite build`: renders the signed-out /login screen with the app's own code (Vite's SSR
 * loader over the sources) and writes `dist/login.html` (index.html with that markup in #root) and
 * its brotli and gzip copies. The server sends it for `/login` (server/http/static-files.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import Beasties from 'beasties';
import { createServer } from 'vite';
import { START_AFTER_PAINT_SCRIPT } from '../server/http/start-after-paint';
import { readChunkGraph } from './chunk-graph-plugin';

const dist = join(import.meta.dirname, '..', 'dist');

/** The first and last element of the prerendered #root: the card shows whole or not at all. */
const HIDE_UNTIL_PARSED = '#root{visibility:hidden}';
const SHOW_ONCE_PARSED = '#root{visibility:visible}';

/** The session reads its mirror from localStorage; at build time there is none (signed out). */
function emptyLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The /login route's chunk and every chunk it imports statically, but for the entry's own (`loaded`). */
function loginRouteChunks(loaded: Set<string>): string[] {
  const graph = readChunkGraph(new URL('../dist/', import.meta.url));
  const route = Object.entries(graph).find(([, chunk]) => chunk.modules.some((id) => id.startsWith('src/routes/login.tsx?tsr-split=component')));
  if (!route) throw new Error('No chunk of the build holds src/routes/login.tsx?tsr-split=component: the /login route is not split any more.');
  const found: string[] = [];
  const visit = (file: string) => {
    if (loaded.has(file) || found.includes(file)) return;
    found.push(file);
    graph[file]?.imports.forEach(visit);
  };
  visit(route[0]);
  return found.map((file) => `/${file}`);
}

/** `:where(…)`/`:is(…)` of the page's own conditions (colour scheme, direction), kept as plain attribute selectors. */
const DOCUMENT_CONDITION = /^(\[(data-mantine-color-scheme|dir)=[^\]]+\])+$/;

/**
 * A selector as matched against the prerendered markup: beasties strips every pseudo-class with a
 * greedy pattern, so `:where([data-mantine-color-scheme=light]) .x:where([data-active])` lost all
 * but nothing and its rule was dropped (the active language's colour). Here each pseudo-class goes
 * with its own (balanced) parentheses, but for the page's colour scheme and direction, which stay
 * conditions: the dark scheme's rules do not match the light page.
 */
function withoutPseudoClasses(selector: string): string {
  let kept = '';
  for (let at = 0; at < selector.length; ) {
    if (selector[at] !== ':' || selector[at - 1] === '\\') {
      kept += selector[at++];
      continue;
    }
    const name = /^::?([\w-]+)/.exec(selector.slice(at));
    at += name?.[0].length ?? 1;
    if (selector[at] !== '(') continue;
    const open = at;
    for (let depth = 0; at < selector.length; ) {
      depth += selector[at] === '(' ? 1 : selector[at] === ')' ? -1 : 0;
      at++;
      if (depth === 0) break;
    }
    const argument = selector.slice(open + 1, at - 1).trim();
    if ((name?.[1] === 'where' || name?.[1] === 'is') && DOCUMENT_CONDITION.test(argument)) kept += argument;
  }
  return kept;
}

class CardBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return (Beasties.prototype as unknown as { normalizeCssSelector(selector: string): string }).normalizeCssSelector.call(this, withoutPseudoClasses(selector));
  }
}

/**
 * The rules of `cssText` that the prerendered screen uses (beasties, matched against `body` under
 * the page's own <html> element: its lang, dir and colour scheme), with the keyframes they animate. Selectors are matched without their
 * pseudo-classes (`:hover`, `:where(…)`), so a state the markup can take before the app (Sign in's
 * loading look, whose loader is in `body` too) keeps its rules.
 */
async function criticalCss(htmlTag: string, cssText: string, body: string): Promise<string> {
  // Beasties matches selectors within <body> and keeps `:root` itself; `:root[…]` (Mantine's colour
  // scheme variables) it keeps here when the page's <html> has that attribute.
  const rootRules = [...htmlTag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => new RegExp(`^:root\\[${name}=(${value}|"${value}")\\]$`));
  const beasties = new CardBeasties({ path: dist, fonts: false, allowRules: rootRules, compress: true, mergeStylesheets: false, logLevel: 'warn' });
  const probe = await beasties.process(`<!doctype html>${htmlTag}<head><style>${cssText}</style></head><body>${body}</body></html>`);
  const styles = [...probe.matchAll(/<style>([^<]*)<\/style>/g)];
  if (styles.length !== 1) throw new Error(`beasties left ${styles.length} <style> elements for the prerendered /login, not 1`);
  return styles[0]![1]!;
}

/** A custom property's declaration in minified CSS, to the `;` or `}` that ends it. */
const CUSTOM_PROPERTY = /(--[\w-]+):([^;{}]*)(;|(?=\}))/g;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * `sheets` without the custom properties that nothing of the page reads: Mantine's `:root` defines
 * about 500 (every colour's shades, every size of every component) and its theme's <style> in the
 * markup 200 more, and a variable the card never reads still costs the first style recalculation.
 * Read are the names in `var(…)` in the sheets' other declarations and in `rest` (the markup's
 * `style` attributes), then, until nothing is added, those in the values of read properties. No
 * script runs before the whole stylesheet has loaded (server/http/start-after-paint.ts), and React
 * renders its theme's <style> whole when it takes over.
 */
function withoutUnreadProperties(sheets: string[], rest: string): string[] {
  const declared = sheets.flatMap((css) => [...css.matchAll(CUSTOM_PROPERTY)].map(([, name = '', value = '']) => ({ name, value })));
  const others = [...sheets.map((css) => css.replace(CUSTOM_PROPERTY, '')), rest].join(' ');
  const read = new Set([...others.matchAll(VAR_REFERENCE)].map((match) => match[1]!));
  for (let size = -1; size !== read.size; ) {
    size = read.size;
    for (const { name, value } of declared) if (read.has(name)) for (const match of value.matchAll(VAR_REFERENCE)) read.add(match[1]!);
  }
  return sheets.map((css) => css.replace(CUSTOM_PROPERTY, (declaration, name: string) => (read.has(name) ? declaration : '')).replace(/;(?=\s*\})|(?<=\{\s*);+/g, ''));
}

async function main() {
  Object.assign(globalThis, { localStorage: emptyLocalStorage() });
  const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
  try {
    const { renderLoginPage, renderButtonLoader } = (await vite.ssrLoadModule('/src/prerender/login-page.tsx')) as typeof import('../src/prerender/login-page');
    const rendered = await renderLoginPage();
    const loader = renderButtonLoader();
    if (!rendered.includes('Sign in')) throw new Error('The prerendered /login has no "Sign in": the login screen did not render.');
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const root = '<div id="root"></div>';
    if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
    // The card's own rules in the page itself: the card's paint waits for the HTML alone, not for a
    // second connection to fetch the CSS (a slow-4G round trip or two; issue 55, item 7's LCP). Only
    // those rules: the whole stylesheet (82 KB) made the document 106 KB, whose parse and first
    // style recalculation Lighthouse charged before the paint (simulated LCP 3.7 s under load). The
    // whole stylesheet, named by `data-href`, is added after the paint, and the app starts once it
    // has loaded (server/http/start-after-paint.ts), so what the app renders beyond the card is styled.
    const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/;
    const css = stylesheet.exec(index)?.[1];
    if (!css) throw new Error('dist/index.html has no <link rel="stylesheet" crossorigin href="/assets/index-….css">');
    const cssText = readFileSync(join(dist, css), 'utf8');
    if (cssText.includes('</')) throw new Error(`${css} holds "</": it cannot go into a <style> element as it is.`);
    const htmlTag = /<html[^>]*>/.exec(index)?.[0];
    if (!htmlTag) throw new Error('dist/index.html has no <html> element');
    const fonts = cssText.match(/@font-face\{[^}]*\}/g) ?? [];
    if (fonts.length === 0) throw new Error(`${css} has no @font-face: the self-hosted fonts are not where they were.`);
    const theme = /(<style data-mantine-styles="true">)([^<]*)(<\/style>)/;
    const themeCss = theme.exec(rendered)?.[2];
    if (themeCss === undefined) throw new Error('The prerendered /login has no <style data-mantine-styles="true">: Mantine\'s theme variables are not where they were.');
    const cardRules = await criticalCss(htmlTag, cssText, `<div id="root" data-prerendered="login">${rendered}${loader}</div>`);
    const [rules = '', themeRules = ''] = withoutUnreadProperties([cardRules, themeCss], `${rendered.replace(theme, '')}${loader}`);
    // Every @font-face as the stylesheet has it: the card's rules name their families through
    // variables (beasties cannot follow them), and a face is fetched only when text uses it.
    const critical = `${fonts.join('')}${rules}`;
    const markup = rendered.replace(theme, (_match, open: string, _css, close: string) => `${open}${themeRules}${close}`);
    // It takes input at once: what is typed is carried into React's fields when the app takes over
    // (src/app/prerendered-input.ts, src/main.tsx drops `data-prerendered` then), and a submit before
    // that is held by the inline script and made again by the app. Hidden until its last element
    // is parsed: on a slow phone the parser yields mid-card and the browser painted the card in
    // parts, each taller and re-centred, a layout shift of 0.15–0.24 (docs/PERFORMANCE.md). Both
    // styles go with the markup when React replaces it.
    const card = `<style>${HIDE_UNTIL_PARSED}</style>${markup}<style>${SHOW_ONCE_PARSED}</style>`;
    const prerendered = index.replace(root, `<div id="root" data-prerendered="login">${card}</div>`);
    // The entry, its preloads and the /login route's modules are fetched and run after the first
    // paint (server/http/start-after-paint.ts), which also shows `loader` in Sign in for a held submit.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
    const src = entry.exec(prerendered)?.[1];
    if (!src) throw new Error('dist/index.html has no entry <script type="module" crossorigin src="…">');
    const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
    const preloads = [...prerendered.matchAll(preload)].map((match) => match[1] ?? '');
    const entryChunks = new Set([src, ...preloads].map((href) => href.replace(/^\//, '')));
    const page = prerendered
      .replace(stylesheet, () => `<style data-href="${css}">${critical}</style>`)
      .replace(preload, '')
      .replace(entry, `<meta name="app-entry" content="${src}" data-preload="${preloads.join(' ')}" data-route-preload="${loginRouteChunks(entryChunks).join(' ')}">`)
      .replace('</body>', () => `<template id="prerendered-loader">${loader}</template>\n    <script>${START_AFTER_PAINT_SCRIPT}</script>\n  </body>`);
    writeFileSync(join(dist, 'login.html'), page);
    writeFileSync(join(dist, 'login.html.gz'), gzipSync(page, { level: 9 }));
    writeFileSync(join(dist, 'login.html.br'), brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    console.log(`dist/login.html: /login prerendered (${(page.length / 1024).toFixed(1)} KB)`);
  } finally {
    await vite.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
