/** Mounts the PWA into #root (SPEC §1): the styles, the providers, the router, then the Buffer polyfill. */
// First: a returning learner's dashboard starts its local reads while the rest evaluates.
import './app/early-reads';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme/styles';
import './app/theme/fonts';
import { App, createApp } from './app/app';
import { reportFirstScreenShown } from './app/first-screen-shown';
import { carryPrerenderedInput } from './app/prerendered-input';
import { earlyReadsWithin } from './data/early-reads';
import { afterPaint, nextTask } from './ui/after-paint';
import { applyLanguage, deviceLanguage, pseudoLocaleRequested } from './i18n/i18n';

/** Runs `run` once, right after the commit that first puts `children` on screen. */
function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useLayoutEffect(run, [run]);
  return children;
}

/** The snapshot's marks off `#root` (it held the device's last dashboard until React's first commit). */
function endSnapshot(root: HTMLElement) {
  root.removeAttribute('inert');
  root.removeAttribute('aria-busy');
  delete root.dataset.snapshot;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

/**
 * Start-up in steps, each its own task (no long task on a slow phone): the modules' evaluation, the
 * session and router, then React's first render as a transition, which React works on in slices
 * of a few milliseconds before its one commit.
 */
async function start(rootElement: HTMLElement) {
  performance.mark('entry:evaluated'); // read by bench/returning.ts
  // A device in Hindi or Arabic loads that catalogue (precached) before the first render: no English flash.
  const language = deviceLanguage();
  if (language !== 'en') await applyLanguage(language).catch(() => undefined);
  // Tests only: `?pseudo-locale` shows every catalogue text accented and longer (a chunk of its own).
  if (pseudoLocaleRequested()) await import('./i18n/pseudo').then((m) => m.showPseudoLocale()).catch(() => undefined);
  await nextTask();
  const { session, router } = createApp();
  await nextTask();
  const app = <App session={session} router={router} />;
  const root = createRoot(rootElement);
  const tree = import.meta.env.PROD ? app : <StrictMode>{app}</StrictMode>;
  const carry = rootElement.dataset.prerendered ? carryPrerenderedInput(rootElement) : undefined;
  // The matched routes' code first, then React's first render: the router then has nothing to load
  // when it mounts, so no store of its changes while the transition renders (React renders such a
  // change at once, in one task of the whole screen: docs/PERFORMANCE.md, "2026-12-04").
  // A returning learner's early reads (src/app/early-reads.ts) get up to 600 ms more: their content then paints in the first commit.
  // With the device's last dashboard on screen already (the service worker's snapshot,
  // src/data/dashboard-snapshot.ts) there is no hurry: the first commit waits for the reads that
  // let it show the same content, rather than replacing the snapshot with a loader.
  const snapshot = rootElement.dataset.snapshot !== undefined;
  await Promise.all([router.load().catch(() => undefined), earlyReadsWithin(snapshot ? 3000 : 600)]);
  await nextTask();
  if (snapshot) {
    // React's first commit replaces the snapshot with the same screen; from then on it is live.
    const takeOver = () => endSnapshot(rootElement);
    startTransition(() => root.render(<AfterCommit run={takeOver}>{tree}</AfterCommit>));
  } else if (carry) {
    // /login arrives prerendered (dist/login.html, scripts/prerender-login.ts) and takes input from
    // its first paint: the screen's code is loaded first, so React's first commit replaces that
    // markup with the same screen (no blank frame; the markup stays on screen while React renders),
    // and in that commit what was typed, the focus and a submit move to React's fields.
    const takeOver = () => {
      carry();
      delete rootElement.dataset.prerendered;
    };
    startTransition(() => root.render(<AfterCommit run={takeOver}>{tree}</AfterCommit>));
  } else startTransition(() => root.render(tree));
}
void start(rootElement);

// A catch-up the service worker fetched while the page booted is applied once the first screen shows.
void reportFirstScreenShown().catch(() => undefined);

// SPEC §1's Buffer polyfill, attached once the first screen is up: no code of the app needs it to
// start (the dependencies that mention Buffer test `typeof Buffer` for Node), and it is 7.6 KB.
void afterPaint()
  .then(() => import('buffer'))
  .then((m) => (window.Buffer = m.Buffer))
  .catch((error: unknown) => console.warn('Could not load the Buffer polyfill', error));

// The build settings are checked once the first screen is up; a wrong one is reported by name.
void afterPaint()
  .then(() => import('./app/env'))
  .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));

if (import.meta.env.PROD) {
  void afterPaint()
    .then(() => import('./app/sw-register'))
    .then((m) => m.registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
