/**
 * Loads Firebase Auth on demand. The SDK is never on the critical path of a start: the app paints
 * from the stored session first, then this module `import()`s `firebase-auth.ts` once, when a token
 * must be refreshed (token-expiry.ts), or to sign in or out.
 */
import type { Auth } from 'firebase/auth';
import { readToken } from '@/data/session-storage';
import { msUntilRefresh } from './token-expiry';

/** Where Firebase Auth lives for this build. */
export interface AuthConfig {
  firebase: { apiKey: string; projectId: string; authDomain: string };
  /** The Auth Emulator's URL, or `null` for real Firebase Auth. */
  emulatorUrl: string | null;
}

let readConfig: (() => Promise<AuthConfig>) | null = null;
let loading: Promise<Auth> | null = null;
let markLoaded: () => void = () => {};
const loaded = new Promise<void>((resolve) => (markLoaded = resolve));

/** Says where to get the Firebase settings (once, at start). Loads nothing. */
export function configureAuth(config: () => Promise<AuthConfig>): void {
  readConfig = config;
}

/** The one Firebase Auth instance, loading the SDK on first use (a failed load can be retried). */
export function loadAuth(): Promise<Auth> {
  const read = readConfig;
  if (!read) return Promise.reject(new Error('configureAuth() was not called'));
  loading ??= Promise.all([read(), import('./firebase-auth')]).then(([config, m]) => m.createFirebaseAuth(config));
  loading.then(markLoaded, () => (loading = null));
  return loading;
}

/** Resolves once Firebase Auth has loaded (for whatever reason: a refresh, a sign-in, a sign-out). */
export function authLoaded(): Promise<void> {
  return loaded;
}

/**
 * The identity provider's current ID token, or `null` when nobody is signed in. Until the SDK is
 * loaded, a stored token that is not yet due for refresh is the answer (Firebase's own rule): the
 * first requests of a start do not wait for the SDK.
 */
export async function currentIdToken(): Promise<string | null> {
  const stored = loading ? null : readToken();
  if (stored && msUntilRefresh(stored) > 0) return stored;
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
