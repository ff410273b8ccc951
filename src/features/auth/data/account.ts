/** The account actions the sign-in screens call; each loads the Firebase SDK on first use. */
import { loadAuth } from '../auth-loader';
import type { ProfilePatch } from '@contract/profile';
import { saveServerProfile } from '@/data/current-user';
import type { StoredUser } from '@/data/session-storage';
import type { PopupProvider } from './identity';

const identity = () => import('./identity');

/** Starts loading the SDK (call after the screen has painted), so the first click is quick. */
export function preloadIdentity(): void {
  void Promise.all([loadAuth(), identity()]).catch(() => {});
}

/** Email and password sign-in; answers the ID token. */
export async function signInWithEmail(email: string, password: string): Promise<string> {
  const [auth, m] = await Promise.all([loadAuth(), identity()]);
  return m.emailSignIn(auth, email, password);
}

/** Google or Apple popup sign-in; answers the ID token. */
export async function signInWithProvider(which: PopupProvider): Promise<string> {
  const [auth, m] = await Promise.all([loadAuth(), identity()]);
  return m.popupSignIn(auth, which);
}

/** Sign-in from a course platform's launch (LTI 1.3) with the server's custom token; answers the ID token. */
export async function signInWithLaunchToken(token: string): Promise<string> {
  const [auth, m] = await Promise.all([loadAuth(), identity()]);
  return m.customTokenSignIn(auth, token);
}

/** Creates an account; answers the ID token. */
export async function signUpWithEmail(email: string, password: string): Promise<string> {
  const [auth, m] = await Promise.all([loadAuth(), identity()]);
  return m.emailSignUp(auth, email, password);
}

/** Sends the password reset email. */
export async function sendPasswordReset(email: string): Promise<void> {
  const [auth, m] = await Promise.all([loadAuth(), identity()]);
  return m.sendReset(auth, email);
}

/**
 * Updates the signed-in user's display name and photo URL with the identity provider, then in the
 * server's users row (what staff lists and chat show); answers the current user as the server now
 * keeps it (already stored for offline restarts).
 */
export async function updateOwnProfile(profile: ProfilePatch): Promise<StoredUser> {
  const [auth, m] = await Promise.all([loadAuth(), identity()]);
  await m.saveProfile(auth, profile);
  return saveServerProfile(profile);
}
