/**
 * Loads Firebase Auth on demand. The SDK is never on the critical path of a start: the app paints
 * from the stored session first, then this module `import()`s `firebase-auth.ts` once.
 */
import type { Auth } from 'firebase/auth';

/** Where Firebase Auth lives for this build. */
export interface AuthConfig {
  firebase: { apiKey: string; projectId: string; authDomain: string };
  /** The Auth Emulator's URL, or `null` for real Firebase Auth. */
  emulatorUrl: string | null;
}

let readConfig: (() => Promise<AuthConfig>) | null = null;
let loading: Promise<Auth> | null = null;

/** Says where to get the Firebase settings (once, at start). Loads nothing. */
export function configureAuth(config: () => Promise<AuthConfig>): void {
  readConfig = config;
}

/** The one Firebase Auth instance, loading the SDK on first use (a failed load can be retried). */
export function loadAuth(): Promise<Auth> {
  const read = readConfig;
  if (!read) return Promise.reject(new Error('configureAuth() was not called'));
  loading ??= Promise.all([read(), import('./firebase-auth')]).then(([config, m]) => m.createFirebaseAuth(config));
  loading.catch(() => (loading = null));
  return loading;
}

/** The identity provider's current ID token, or `null` when nobody is signed in. */
export async function currentIdToken(): Promise<string | null> {
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}
