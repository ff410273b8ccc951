/** Builds tests/e2e/support/in-page-sync-entry.ts once with esbuild and injects it into a page. */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { syncedStoresDefine } from '../../../scripts/synced-stores';

let bundle: Promise<string> | undefined;

function bundleOnce(): Promise<string> {
  bundle ??= syncedStoresDefine().then((stores) => build({
    entryPoints: [fileURLToPath(new URL('./in-page-sync-entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    alias: {
      '@': fileURLToPath(new URL('../../../src', import.meta.url)),
      '@contract': fileURLToPath(new URL('../../../contract', import.meta.url)),
    },
    // The synced tables' Dexie stores, as the app's build defines them (src/data/db.ts).
    define: { 'import.meta.env.VITE_ORGANISATION_ID': '"5"', ...stores },
    logLevel: 'silent',
  })).then((result) => result.outputFiles[0]!.text);
  return bundle;
}

/**
 * Injects the app's sync modules into `page` as `window.inPageSync`. The page's context must be
 * created with `bypassCSP: true`: the product's CSP rightly refuses inline scripts.
 */
export async function injectInPageSync(page: Page): Promise<void> {
  await page.addScriptTag({ content: await bundleOnce() });
  await page.waitForFunction(() => 'inPageSync' in window);
}
