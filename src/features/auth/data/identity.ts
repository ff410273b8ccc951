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
  signInWithCustomToken,
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

/** Signs in with a custom token the server made for an LTI launch (issue 54); answers the ID token. */
export async function customTokenSignIn(auth: Auth, token: string): Promise<string> {
  const { user } = await signInWithCustomToken(auth, token);
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

/**
 * Sets the signed-in user's display name and photo; `photoURL: null` means no photo. The identity
 * provider refuses `photoUrl: null` (400), so an empty photo is left out of the update, and a photo
 * the user had is removed with `deleteAttribute: ['PHOTO_URL']`. Throws when nobody is signed in.
 */
export async function saveProfile(auth: Auth, profile: { displayName: string; photoURL: string | null }): Promise<void> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  const hadPhoto = Boolean(user.photoURL);
  await updateProfile(user, profile.photoURL ? profile : { displayName: profile.displayName });
  if (profile.photoURL === null && hadPhoto) {
    await deletePhoto(auth, await user.getIdToken());
    await user.reload();
  }
}

/** `accounts:update` with `deleteAttribute` (the SDK's updateProfile cannot send it), at the emulator when connected. */
async function deletePhoto(auth: Auth, idToken: string): Promise<void> {
  const emulator = auth.emulatorConfig;
  const host = emulator ? `${emulator.protocol}://${emulator.host}${emulator.port ? `:${emulator.port}` : ''}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const response = await fetch(`${host}/v1/accounts:update?key=${encodeURIComponent(auth.config.apiKey)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ idToken, deleteAttribute: ['PHOTO_URL'], returnSecureToken: false }),
  });
  if (!response.ok) throw Object.assign(new Error('The photo could not be removed'), { code: 'auth/internal-error' });
}
