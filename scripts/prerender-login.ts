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

/**
 * The rules of `cssText` that the prerendered screen uses (beasties, matched against `body` under
 * the page's own <html> element: its lang, dir and colour scheme), with the @font-face rules of the
 * fonts those rules name and the keyframes they animate. Selectors are matched without their
 * pseudo-classes (`:hover`, `:where(…)`), so a state the markup can take before the app (Sign in's
 * loading look, whose loader is in `body` too) keeps its rules.
 */
async function criticalCss(htmlTag: string, cssText: string, body: string): Promise<string> {
  const beasties = new Beasties({ path: dist, inlineFonts: true, preloadFonts: false, compress: true, mergeStylesheets: false, logLevel: 'warn' });
  const probe = await beasties.process(`<!doctype html>${htmlTag}<head><style>${cssText}</style></head><body>${body}</body></html>`);
  const styles = [...probe.matchAll(/<style>([^<]*)<\/style>/g)];
  if (styles.length !== 1) throw new Error(`beasties left ${styles.length} <style> elements for the prerendered /login, not 1`);
  return styles[0]![1]!;
}

async function main() {
  Object.assign(globalThis, { localStorage: emptyLocalStorage() });
  const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'warn' });
  try {
    const { renderLoginPage, renderButtonLoader } = (await vite.ssrLoadModule('/src/prerender/login-page.tsx')) as typeof import('../src/prerender/login-page');
    const markup = await renderLoginPage();
    const loader = renderButtonLoader();
    if (!markup.includes('Sign in')) throw new Error('The prerendered /login has no "Sign in": the login screen did not render.');
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    const root = '<div id="root"></div>';
    if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
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
    // The card's own rules in the page itself: the card's paint waits for the HTML alone, not for a
    // second connection to fetch the CSS (a slow-4G round trip or two; issue 55, item 7's LCP). Only
    // those rules: the whole stylesheet (82 KB) made the document 106 KB, and Lighthouse's slow 4G
    // charged every byte of it before the paint (simulated LCP 3.7 s). The whole stylesheet, named
    // by `data-href`, is added after the paint, and the app starts once it has loaded
    // (server/http/start-after-paint.ts), so what the app renders beyond the card is styled.
    const stylesheet = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/;
    const css = stylesheet.exec(prerendered)?.[1];
    if (!css) throw new Error('dist/index.html has no <link rel="stylesheet" crossorigin href="/assets/index-….css">');
    const cssText = readFileSync(join(dist, css), 'utf8');
    if (cssText.includes('</')) throw new Error(`${css} holds "</": it cannot go into a <style> element as it is.`);
    const htmlTag = /<html[^>]*>/.exec(index)?.[0];
    if (!htmlTag) throw new Error('dist/index.html has no <html> element');
    const critical = await criticalCss(htmlTag, cssText, `<div id="root" data-prerendered="login">${markup}${loader}</div>`);
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
