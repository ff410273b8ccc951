/**
 * The session as the browser keeps it (SPEC §4, DESIGN §3): the token in localStorage under one
 * session key, and the current user with the permissions split off, so an offline restart still
 * knows who is signed in and with which role.
 */
import type { CurrentUser, Role } from '@contract/api';

/** The localStorage key of the session token. */
export const SESSION_TOKEN_KEY = 'session';
/** The localStorage key of the stored current user and permissions. */
export const SESSION_USER_KEY = 'session-user';
/** The localStorage key of the uid whose data the local database holds. */
export const DATA_OWNER_KEY = 'session-data-owner';
/** The localStorage key of the token last mirrored into the local database for the service worker. */
export const MIRRORED_TOKEN_KEY = 'session-mirrored';

/** The current user without the role, and the role kept as permissions (SPEC §3). */
export interface StoredUser {
  user: Omit<CurrentUser, 'role'>;
  permissions: Role;
}

const knownRoles: readonly string[] = ['learner', 'teacher', 'admin'];

/** The stored session token, or `null`. */
export function readToken(): string | null {
  return localStorage.getItem(SESSION_TOKEN_KEY) || null;
}

/** Replaces the stored session token. */
export function saveToken(token: string): void {
  localStorage.setItem(SESSION_TOKEN_KEY, token);
}

/** Removes the stored session token. */
export function removeToken(): void {
  localStorage.removeItem(SESSION_TOKEN_KEY);
}

/** The stored user and permissions, or `null` when absent or unreadable. */
export function readStoredUser(): StoredUser | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { user, permissions } = value as Partial<StoredUser>;
    if (typeof user?.id !== 'string' || typeof permissions !== 'string' || !knownRoles.includes(permissions)) return null;
    return { user, permissions };
  } catch {
    return null;
  }
}

/** Stores the user and permissions. */
export function saveStoredUser(stored: StoredUser): void {
  localStorage.setItem(SESSION_USER_KEY, JSON.stringify(stored));
}

/** Removes the stored user and permissions. */
export function removeStoredUser(): void {
  localStorage.removeItem(SESSION_USER_KEY);
}

/** Whether `token` differs from the one last mirrored for the service worker (so the database must be opened). */
export function needsMirror(token: string | null): boolean {
  return (localStorage.getItem(MIRRORED_TOKEN_KEY) || null) !== token;
}

/** Records which token the service worker's mirror holds. */
export function markMirrored(token: string | null): void {
  if (token) localStorage.setItem(MIRRORED_TOKEN_KEY, token);
  else localStorage.removeItem(MIRRORED_TOKEN_KEY);
}

/** The uid whose data the local database holds (kept after a forced logout that left unsynced writes). */
export function readDataOwner(): string | null {
  return localStorage.getItem(DATA_OWNER_KEY) || null;
}

/** Records whose data the local database holds; `null` once it is empty. */
export function saveDataOwner(uid: string | null): void {
  if (uid) localStorage.setItem(DATA_OWNER_KEY, uid);
  else localStorage.removeItem(DATA_OWNER_KEY);
}
