import { describe, expect, test } from 'vitest';
import { GoogleAuthProvider, OAuthProvider } from 'firebase/auth';
import { popupProvider } from '@/features/auth/data/identity';
import { authErrorMessage } from '@/features/auth/auth-errors';

describe('popup providers', () => {
  test('Apple asks for the email and name scopes', () => {
    const apple = popupProvider('apple');
    expect(apple).toBeInstanceOf(OAuthProvider);
    expect(apple.providerId).toBe('apple.com');
    expect((apple as OAuthProvider).getScopes()).toEqual(['email', 'name']);
  });
  test('Google is the Google provider', () => {
    expect(popupProvider('google')).toBeInstanceOf(GoogleAuthProvider);
  });
});

describe('Firebase errors as plain sentences', () => {
  test.each([
    ['auth/wrong-password', /password is not right/],
    ['auth/invalid-credential', /password is not right/],
    ['auth/user-not-found', /no account with this email/],
    ['auth/network-request-failed', /could not reach the sign-in service/],
    ['auth/popup-closed-by-user', /window was closed/],
  ])('%s', (code, sentence) => {
    const message = authErrorMessage(Object.assign(new Error('Firebase: Error (x).'), { code }));
    expect(message).toMatch(sentence);
    expect(message).not.toMatch(/auth\/|Firebase/);
  });
  test('anything else gets a calm generic sentence', () => {
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
