/** Firebase Auth errors as plain sentences (the codes are for developers, not for people). */
import { i18n } from '@/i18n/i18n';
import { authNs, type Messages } from './messages/en';

/** Each Firebase Auth code with a sentence of its own: that sentence's key in `errors`. */
const sentences: Record<string, keyof Messages['errors']> = {
  'auth/wrong-password': 'wrongCredentials',
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-login-credentials': 'wrongCredentials',
  'auth/user-not-found': 'userNotFound',
  'auth/user-disabled': 'userDisabled',
  'auth/invalid-email': 'invalidEmail',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/network-request-failed': 'network',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/popup-blocked': 'popupBlocked',
  'auth/no-current-user': 'notSignedIn',
  'auth/requires-recent-login': 'recentLogin',
};

/** A sentence a person can act on, in the language shown, for any error thrown by a Firebase Auth call. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const key = sentences[code] ?? (offline ? 'network' : 'other');
  return i18n.getFixedT(null, authNs)(`errors.${key}`);
}
