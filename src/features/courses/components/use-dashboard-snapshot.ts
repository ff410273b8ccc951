/**
 * Keeps the learner's dashboard as it is on screen (src/data/dashboard-snapshot.ts), so the next
 * open paints it from the document: once the device's content is shown, again after it changes
 * (when the page has been quiet for a second, at most five after the first change), and when the
 * page is hidden. Only a signed-in learner's own data on this device, only on /dashboard.
 */
import { useEffect } from 'react';
import { writeDashboardSnapshot, type DashboardSnapshot } from '@/data/dashboard-snapshot';
import { readDataOwner, readToken } from '@/data/session-storage';
import { signedInUser } from '@/data/signed-in-user';

/** How long the dashboard must be quiet before it is kept, and the longest a change waits. */
export const SNAPSHOT_QUIET_MS = 1000;
export const SNAPSHOT_MAX_WAIT_MS = 5000;

/** The entry script's path in this document (`/assets/index-….js`), or null. */
function entryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, location.href).pathname : null;
}

/** The same-origin stylesheets of this document, by path. */
function stylesheets(): string[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')]
    .map((link) => new URL(link.href, location.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname);
}

/**
 * `root`'s markup without the elements that lie wholly below the fold (`foldY`, the viewport's
 * height, from the document's top): the snapshot paints before any script, and every element it holds is styled and laid
 * out first, at the phone's pace; what lies below is not seen before the app takes over. Elements
 * the page fixes to the viewport (the bottom bar) are above the fold wherever they are in the tree.
 */
export function markupAboveTheFold(root: HTMLElement, foldY = window.innerHeight): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const below: Element[] = [];
  const walk = (live: Element, copied: Element) => {
    for (let i = 0; i < live.children.length; i += 1) {
      const child = live.children[i]!;
      const twin = copied.children[i]!;
      const box = child.getBoundingClientRect();
      if (box.height > 0 && box.top + window.scrollY >= foldY) below.push(twin);
      else walk(child, twin);
    }
  };
  walk(root, copy);
  for (const element of below) element.remove();
  return copy.innerHTML;
}

/** The snapshot of `root` now, or null when it must not be kept (not a learner's own dashboard, a part still loading, or the last snapshot still on screen). */
export function dashboardSnapshotOf(root: HTMLElement): DashboardSnapshot | null {
  if (location.pathname !== '/dashboard' || root.dataset.snapshot !== undefined) return null;
  // A part still waiting for its code or data: the dashboard is kept once it has it.
  if (root.querySelector('[aria-busy="true"]')) return null;
  const stored = signedInUser();
  const entry = entryScript();
  if (!readToken() || !stored || stored.permissions !== 'learner' || !entry) return null;
  if (readDataOwner() !== stored.user.uid) return null;
  const html = document.documentElement;
  return {
    uid: stored.user.uid,
    entry,
    lang: html.lang || 'en',
    dir: html.dir === 'rtl' ? 'rtl' : 'ltr',
    scheme: html.dataset.mantineColorScheme === 'dark' ? 'dark' : 'light',
    styles: stylesheets(),
    html: markupAboveTheFold(root),
  };
}

function keep(root: HTMLElement): void {
  const snapshot = dashboardSnapshotOf(root);
  if (snapshot) void writeDashboardSnapshot(snapshot).catch((error: unknown) => console.warn('Could not keep the dashboard for the next start', error));
}

/** While `enabled` (the learner's dashboard shows the device's content), keeps it as described above. */
export function useDashboardSnapshot(enabled: boolean): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!enabled || !root) return;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let longest: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(quiet);
      clearTimeout(longest);
      quiet = longest = undefined;
      keep(root);
    };
    const changed = () => {
      clearTimeout(quiet);
      quiet = setTimeout(save, SNAPSHOT_QUIET_MS);
      longest ??= setTimeout(save, SNAPSHOT_MAX_WAIT_MS);
    };
    const observer = new MutationObserver(changed);
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', hidden);
    changed();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', hidden);
      clearTimeout(quiet);
      clearTimeout(longest);
    };
  }, [enabled]);
}
