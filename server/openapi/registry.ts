/**
 * The API's operations as the app itself registers them: each `/api` route with the request parts
 * its `validate` middlewares check and the roles its guard allows. The OpenAPI document is built
 * from this list, so a route cannot be added without appearing in it.
 */
import type { Hono } from 'hono';
import type { Role } from '../../contract/api';
import type { AppEnv } from '../app-env';
import { allowedRolesOf } from '../auth/roles';
import { validatedPartOf, type ValidatedPart } from '../http/validate';

/** One method and path of the API with what its handlers declare. */
export interface Operation {
  /** `GET`, `POST`, … */
  method: string;
  /** Hono's path, `/api/courses/:course`. */
  path: string;
  /** The roles its guard allows; `undefined` for a public route. */
  roles?: readonly Role[];
  /** The request parts its validators check, in order. */
  parts: ValidatedPart[];
}

/** The key an operation is described under: `GET /api/courses/:course`. */
export const operationKey = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** Every `/api` operation of `app` (middleware, catch-alls and HEAD's reuse of GET left out). */
export function listOperations(app: Hono<AppEnv>): Operation[] {
  const operations = new Map<string, Operation>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    const key = operationKey(route);
    const operation = operations.get(key) ?? { method: route.method, path: route.path, parts: [] };
    operations.set(key, operation);
    const roles = allowedRolesOf(route.handler);
    if (roles) operation.roles = roles;
    const part = validatedPartOf(route.handler);
    if (part) operation.parts.push(part);
  }
  return [...operations.values()];
}
