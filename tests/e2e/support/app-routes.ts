/**
 * Every route of the app, read from the router plugin's generated route tree (src/routeTree.gen.ts,
 * `FileRoutesById`), with each `$param` replaced by a seeded id, so a sweep over "every screen"
 * picks up new route files on its own. A route with a param this file does not know fails loudly.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Seeded ids (server/seed) for each route param. */
export const seededParams: Readonly<Record<string, string>> = {
  course: 'c5-spreadsheets',
  enrollment: 'b5-spreadsheets-spring-u5-learner',
  quizId: 'c5-spreadsheets-quiz',
  exerciseId: 'c5-spreadsheets-exercise',
  flashCardsId: 'c5-spreadsheets-deck',
};

/** A route of the app: its id in the route tree and a concrete path to open. */
export interface AppRoute {
  id: string;
  path: string;
  /** Under the auth gate (`/_auth/…`). */
  signedIn: boolean;
}

const ROUTE_TREE = fileURLToPath(new URL('../../../src/routeTree.gen.ts', import.meta.url));

/** The route ids listed in the generated `FileRoutesById` interface. */
export function routeIds(source = readFileSync(ROUTE_TREE, 'utf8')): string[] {
  const block = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(source);
  if (!block) throw new Error('src/routeTree.gen.ts has no FileRoutesById interface: has the router plugin changed its output?');
  return [...block[1]!.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!);
}

/** Fills each `$param` of `path` with its seeded id. */
export function fillParams(path: string, params: Readonly<Record<string, string>> = seededParams): string {
  return path.replace(/\$([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No seeded id for route param $${name} (${path}): add one to tests/e2e/support/app-routes.ts`);
    return encodeURIComponent(value);
  });
}

/** Every page route (layout-only ids such as `/_auth` left out), with a concrete path. */
export function appRoutes(source?: string): AppRoute[] {
  const seen = new Set<string>();
  const routes: AppRoute[] = [];
  for (const id of routeIds(source)) {
    if (id === '/_auth') continue;
    const signedIn = id.startsWith('/_auth/');
    const full = signedIn ? id.slice('/_auth'.length) : id;
    const path = fillParams(full.length > 1 ? full.replace(/\/$/, '') : full);
    if (seen.has(path)) continue;
    seen.add(path);
    routes.push({ id, path, signedIn });
  }
  return routes;
}
