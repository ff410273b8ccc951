/**
 * The signed-in user, as the session actor holds it: the one source features read (never
 * localStorage). The app feeds it from the actor (src/app/session.ts); code outside React reads
 * `signedInUser()`, components `useSignedInUser()`.
 */
import { useSyncExternalStore } from 'react';
import type { StoredUser } from './session-storage';

let current: StoredUser | null = null;

/** Every field of a stored user: typed as a record, so a field added to the contract must be listed here. */
const USER_FIELDS = Object.keys({
  id: true,
  uid: true,
  email: true,
  displayName: true,
  photoURL: true,
  organisationId: true,
  organisationName: true,
} satisfies Record<keyof StoredUser['user'], true>) as (keyof StoredUser['user'])[];

/** Whether `a` and `b` are the same user with the same fields and role (whatever order their keys are in). */
function sameUser(a: StoredUser, b: StoredUser): boolean {
  return a.permissions === b.permissions && USER_FIELDS.every((field) => a.user[field] === b.user[field]);
}
const listeners = new Set<() => void>();

/** Sets the signed-in user (the session actor's `stored`); null when signed out. */
export function setSignedInUser(user: StoredUser | null): void {
  // The session check after the first paint answers the same user as a new object: every reader
  // is a useSyncExternalStore, which React re-renders synchronously, in one task of the screen
  // (docs/PERFORMANCE.md, "2026-12-04: main-thread work at load"). A user equal field by field is no change.
  if (user === current || (user && current && sameUser(user, current))) return;
  current = user;
  for (const listener of listeners) listener();
}

/** The signed-in user with their role (`permissions`), or null before sign-in completed. */
export function signedInUser(): StoredUser | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user; re-renders when the session's user changes (sign-in, profile saved, logout). */
export function useSignedInUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, signedInUser, signedInUser);
}
