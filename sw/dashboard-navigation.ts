/**
 * A /dashboard navigation answered with the app shell holding the learner's last dashboard
 * (src/data/dashboard-snapshot.ts): the device's content paints from the document, before any
 * script. Every other navigation, or one without a snapshot that belongs (another user's, another
 * build's, none), gets the plain shell.
 */
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';
import { readDashboardSnapshot, shellWithSnapshot } from '@/data/dashboard-snapshot';

/** The app's paths that open on the dashboard. */
const DASHBOARD_PATHS = new Set(['/dashboard', '/']);

/** `shell` for every navigation, with the snapshot for the dashboard's when one belongs; `readToken` is the mirrored session token. */
export function navigationWithSnapshot(shell: RouteHandlerCallback, readToken: () => Promise<string | null>): RouteHandlerCallback {
  return async (options) => {
    if (DASHBOARD_PATHS.has(options.url.pathname)) {
      const answer = await dashboardDocument(readToken).catch(() => null);
      if (answer) return answer;
    }
    return shell(options);
  };
}

async function dashboardDocument(readToken: () => Promise<string | null>): Promise<Response | null> {
  const [snapshot, shell, token] = await Promise.all([readDashboardSnapshot(), matchPrecache('index.html'), readToken()]);
  if (!snapshot || !shell) return null;
  const html = shellWithSnapshot(await shell.text(), snapshot, token);
  if (html === null) return null;
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers: shell.headers });
}
