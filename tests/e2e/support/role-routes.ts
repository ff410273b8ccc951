/**
 * The paths a sweep opens for a demo role (or signed out), from the route tree (app-routes.ts), so
 * a sweep covers a new route file on its own.
 */
import { appRoutes } from './app-routes';
import type { DemoRole } from './browser';

/** Public screens a signed-in user also meets. */
export const SIGNED_IN_PUBLIC: readonly string[] = ['/404', '/update-profile'];

/**
 * Every path a signed-in `role` opens (the role gate decides where each lands), or the public ones
 * signed out. SWEEP_PATHS (comma-separated paths) narrows a local run to some screens, e.g. to look
 * at one screen's failure quickly; the test command never sets it.
 */
export function sweepPaths(role: DemoRole | 'signed out'): string[] {
  const only = process.env.SWEEP_PATHS?.split(',').filter(Boolean);
  const routes = appRoutes().filter((r) => !only || only.includes(r.path));
  if (role === 'signed out') return routes.filter((r) => !r.signedIn).map((r) => r.path);
  return routes.filter((r) => r.signedIn || SIGNED_IN_PUBLIC.includes(r.path)).map((r) => r.path);
}

/** Whether SWEEP_PATHS narrows this run (a sweep then does not insist on reaching the role's home). */
export const SWEEP_NARROWED = Boolean(process.env.SWEEP_PATHS);

/** Where `page` is now, as `pathname + search`: a route a role may not open lands elsewhere. */
export function landedPath(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
