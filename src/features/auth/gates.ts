/**
 * The route gates (SPEC §2, §6): the auth gate sends a signed-out user to /login remembering the
 * path, and a route with a role list exists only for those roles (others get /404).
 */
import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { Role } from '@contract/api';
import type { SessionActor } from './session-context';

/** Throws a redirect to `/login?redirect={href}` when nobody is signed in. */
export function requireSignedIn(session: SessionActor, href: string): void {
  if (!session.getSnapshot().matches('signedIn')) {
    throw redirect({ to: '/login', search: { redirect: href } });
  }
}

/**
 * Throws a redirect to `/404` unless the signed-in user has one of `allowed`. Right after a sign-in
 * the role is still loading; the gate waits for it.
 */
export async function requireRole(session: SessionActor, allowed: readonly Role[]): Promise<void> {
  const snapshot = await waitFor(session, (s) => !s.matches({ signedIn: 'loadingUser' }) && !s.matches({ signedIn: 'clearingOtherUsersData' }));
  const role = snapshot.context.stored?.permissions;
  if (!role || !allowed.includes(role)) throw redirect({ to: '/404', replace: true });
}

/** A path is a safe place to return to after sign-in: same origin, not the sign-in screens. */
export function safeReturnPath(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/login')) return '/dashboard';
  return path;
}

/** The search of /login: `redirect`, the path the user tried (checked by hand to keep zod off the first load). */
export function loginSearch(search: Record<string, unknown>): { redirect?: string } {
  const value = search.redirect;
  return typeof value === 'string' && value.length <= 2000 ? { redirect: value } : {};
}
