/** Firebase Auth errors as plain sentences (the codes are for developers, not for people). */

const messages: Record<string, string> = {
  'auth/wrong-password': 'The email or password is not right. Check your password and try again.',
  'auth/invalid-credential': 'The email or password is not right. Check your password and try again.',
  'auth/invalid-login-credentials': 'The email or password is not right. Check your password and try again.',
  'auth/user-not-found': 'There is no account with this email address.',
  'auth/user-disabled': 'This account has been switched off. Ask your organisation for help.',
  'auth/invalid-email': 'That email address does not look right.',
  'auth/email-already-in-use': 'An account with this email address already exists. Sign in instead.',
  'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before you finished.',
  'auth/popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/no-current-user': 'You are not signed in. Sign in first, then update your profile.',
  'auth/requires-recent-login': 'For your safety, sign in again before changing this.',
};

/** A sentence a person can act on, for any error thrown by a Firebase Auth call. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (messages[code]) return messages[code];
  if (typeof navigator !== 'undefined' && !navigator.onLine) return messages['auth/network-request-failed']!;
  return 'Something went wrong. Please try again.';
}
