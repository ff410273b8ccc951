/**
 * The returning learner's dashboard as the device last showed it (issue 55, item 3): the app keeps
 * the markup React rendered for /dashboard (src/features/courses/components/use-dashboard-snapshot.ts),
 * and the service worker serves the next /dashboard navigation as the app shell with that markup
 * already inside `#root` (sw/dashboard-navigation.ts), so the device's content paints from the
 * document, before any script runs. The app's first commit then replaces it with the same screen
 * (src/main.tsx). Until then it is inert and marked busy.
 *
 * Kept in Cache Storage (the worker reads it fast), for one learner: the worker serves it only while
 * the session token mirrored for it (DESIGN §3) is that learner's, and only with the build that
 * rendered it (its entry script is in the shell). Ending a session and clearing the device's data
 * delete it.
 */
import { tokenClaims } from './token-claims';

/** The Cache Storage cache holding the snapshot. */
export const SNAPSHOT_CACHE = 'app-snapshot';
/** The snapshot's key in {@link SNAPSHOT_CACHE} (never fetched from the network). */
export const SNAPSHOT_KEY = '/__snapshot/dashboard';
/** A larger dashboard is not kept: the document would cost more than it saves. */
export const SNAPSHOT_MAX_CHARS = 200_000;

/** What is kept: the markup and what it was rendered with. */
export interface DashboardSnapshot {
  /** The learner's uid (the token's subject). */
  uid: string;
  /** The entry script's path in the document that rendered it (`/assets/index-….js`): its build. */
  entry: string;
  /** `<html>`'s lang, dir and Mantine colour scheme when it was rendered. */
  lang: string;
  dir: 'ltr' | 'rtl';
  scheme: 'light' | 'dark';
  /** The stylesheets the page had loaded (`/assets/….css`, precached): the screens' own CSS chunks are not in the shell. */
  styles: string[];
  /** `#root`'s inner markup (React's output: text and attributes already escaped). */
  html: string;
}

const STYLESHEET = /^\/assets\/[\w.-]+\.css$/;
const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** Whether `value` is a snapshot as this module writes it (anything else in the cache is ignored). */
export function isDashboardSnapshot(value: unknown): value is DashboardSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Partial<DashboardSnapshot>;
  return (
    typeof s.uid === 'string' && s.uid.length > 0 &&
    typeof s.entry === 'string' && /^\/[\w./-]+\.[jt]sx?$/.test(s.entry) &&
    typeof s.lang === 'string' && LANG.test(s.lang) &&
    (s.dir === 'ltr' || s.dir === 'rtl') &&
    (s.scheme === 'light' || s.scheme === 'dark') &&
    Array.isArray(s.styles) && s.styles.length <= 100 && s.styles.every((href) => typeof href === 'string' && STYLESHEET.test(href)) &&
    typeof s.html === 'string' && s.html.length <= SNAPSHOT_MAX_CHARS &&
    // React never renders a script; a snapshot holding one is not ours.
    !/<script/i.test(s.html)
  );
}

/** The subject (uid) of a JSON Web Token, without checking it (the worker only compares it), or null. */
export function tokenSubject(token: string | null): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

/**
 * The shell `shellHtml` with `snapshot` inside its empty `#root` (inert, busy, marked for the app's
 * takeover), the stylesheets it was rendered with in its head, and `<html>` in its language and scheme; null when the snapshot does not belong in it:
 * not the signed-in learner's (`token`), rendered by another build, or a shell without an empty root.
 */
export function shellWithSnapshot(shellHtml: string, snapshot: unknown, token: string | null): string | null {
  if (!isDashboardSnapshot(snapshot)) return null;
  if (tokenSubject(token) !== snapshot.uid) return null;
  if (!shellHtml.includes(` src="${snapshot.entry}"`)) return null;
  const emptyRoot = '<div id="root"></div>';
  if (!shellHtml.includes(emptyRoot) || !/<html[^>]*>/.test(shellHtml)) return null;
  const html = `<html lang="${snapshot.lang}" dir="${snapshot.dir}" data-mantine-color-scheme="${snapshot.scheme}">`;
  const links = snapshot.styles
    .filter((href) => !shellHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  return shellHtml
    .replace(/<html[^>]*>/, html)
    .replace('</head>', () => `${links}</head>`)
    .replace(emptyRoot, () => `<div id="root" data-snapshot="dashboard" inert aria-busy="true">${snapshot.html}</div>`);
}

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** The kept snapshot (unchecked), or null. */
export async function readDashboardSnapshot(): Promise<unknown> {
  const storage = cacheStorage();
  const response = await storage?.match(SNAPSHOT_KEY, { cacheName: SNAPSHOT_CACHE });
  return response ? ((await response.json()) as unknown) : null;
}

/** Keeps `snapshot` in place of the last one; a snapshot too large (or not valid) deletes the last one. */
export async function writeDashboardSnapshot(snapshot: DashboardSnapshot): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  if (!isDashboardSnapshot(snapshot)) return deleteDashboardSnapshot();
  const cache = await storage.open(SNAPSHOT_CACHE);
  await cache.put(SNAPSHOT_KEY, new Response(JSON.stringify(snapshot), { headers: { 'Content-Type': 'application/json' } }));
}

/**
 * Deletes the kept snapshot (a session ends, the device's data is cleared). Never fails: a logout or
 * a clearing of the device goes on when Cache Storage is unavailable (the worker then finds no
 * snapshot either, or one whose uid no token has).
 */
export async function deleteDashboardSnapshot(): Promise<void> {
  try {
    await cacheStorage()?.delete(SNAPSHOT_CACHE);
  } catch (error) {
    console.warn('Could not delete the dashboard kept for the next start', error);
  }
}
