/**
 * The identity provider's account calls (sign-in, sign-up, password reset, profile update). Loaded
 * on demand through `account.ts`, so no sign-in screen waits for the Firebase SDK to paint.
 */
import {
  GoogleAuthProvider,
  OAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type Auth,
  type AuthProvider,
} from 'firebase/auth';

/** The popup sign-in providers. */
export type PopupProvider = 'google' | 'apple';

/** The provider for a popup sign-in; Apple asks for the `email` and `name` scopes (SPEC §1). */
export function popupProvider(which: PopupProvider): AuthProvider {
  if (which === 'google') return new GoogleAuthProvider();
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

/** Signs in with email and password; answers the ID token. */
export async function emailSignIn(auth: Auth, email: string, password: string): Promise<string> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return user.getIdToken();
}

/** Signs in through a provider's popup (the resolver is passed here only); answers the ID token. */
export async function popupSignIn(auth: Auth, which: PopupProvider): Promise<string> {
  const { user } = await signInWithPopup(auth, popupProvider(which), browserPopupRedirectResolver);
  return user.getIdToken();
}

/** Creates an account with email and password; answers the ID token. */
export async function emailSignUp(auth: Auth, email: string, password: string): Promise<string> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  return user.getIdToken();
}

/** Sends the password reset email. */
export function sendReset(auth: Auth, email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}

/** Sets the signed-in user's display name and photo. Throws when nobody is signed in. */
export async function saveProfile(auth: Auth, profile: { displayName: string; photoURL: string | null }): Promise<void> {
  await auth.authStateReady();
  if (!auth.currentUser) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  await updateProfile(auth.currentUser, profile);
}
