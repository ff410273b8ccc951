/**
 * The only module that imports the Firebase Auth SDK for the session (loaded lazily through
 * `auth-loader.ts`): `initializeAuth` with explicit persistence and no popup resolver, so the SDK
 * stays small; the sign-in route adds the popup resolver itself.
 */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { AuthConfig } from './auth-loader';
import type { AuthChange } from './machines/session.machine';

/** Creates the app's Firebase Auth, connected to the Auth Emulator when configured. */
export function createFirebaseAuth(config: AuthConfig): Auth {
  const app = initializeApp(config.firebase);
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** Reports every sign-in state and token change; answers the function that stops it. */
export function watchIdToken(auth: Auth, onChange: (change: AuthChange) => void, onError: (error: unknown) => void): () => void {
  return onIdTokenChanged(
    auth,
    (user) => {
      if (!user) return onChange({ hasUser: false, token: null });
      user.getIdToken().then(
        (token) => onChange({ hasUser: true, token }),
        // Offline the refresh fails: the user is still there, the stored token stays in use.
        () => onChange({ hasUser: true, token: null }),
      );
    },
    onError,
  );
}

/** Ends the Firebase session. */
export function endFirebaseSession(auth: Auth): Promise<void> {
  return signOut(auth);
}
