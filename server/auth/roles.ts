/** Role checks declared as data: each guarded route carries its allowed roles (SPEC §6). */
import type { MiddlewareHandler } from 'hono';
import { roles, type Role } from '../../contract/api';
import type { AppEnv } from '../app-env';
import { refuse } from '../http/problem';

/** A middleware that also says which roles it lets through. */
export type RoleGuard = MiddlewareHandler<AppEnv> & { readonly allowedRoles: readonly Role[] };

/** Every role: signed-in routes of SPEC §6. */
export const ANY_ROLE = roles;

/** 403 unless the caller's role in the request's organisation is one of `allowed`. */
export function requireRole(...allowed: Role[]): RoleGuard {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { role } = c.get('caller');
    if (!allowed.includes(role)) throw refuse(403, 'role-needed', { roles: allowed.join(' or '), role });
    await next();
  };
  return Object.assign(guard, { allowedRoles: allowed });
}

/** The allowed roles of a handler registered on a route, if it is a role guard. */
export function allowedRolesOf(handler: unknown): readonly Role[] | undefined {
  return typeof handler === 'function' && 'allowedRoles' in handler ? (handler as RoleGuard).allowedRoles : undefined;
}
