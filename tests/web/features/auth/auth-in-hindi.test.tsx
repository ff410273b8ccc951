// Issue 52: the sign-up screen and the sign-in errors in Hindi, from the auth feature's own namespace.
import { afterEach, expect, test } from 'vitest';
import { act, screen } from '@testing-library/react';
import { applyLanguage } from '@/i18n/i18n';
import { authErrorMessage } from '@/features/auth/auth-errors';
import { renderApp } from '../../support/render-app';

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the sign-up screen shows its texts in Hindi', async () => {
  renderApp('/signup', 'signed out');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('heading', { level: 1, name: 'खाता बनाएँ' })).toBeTruthy();
  expect(screen.getByLabelText('पासवर्ड दोबारा लिखें')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeTruthy();
});

test('a sign-in error is a Hindi sentence', async () => {
  await act(() => applyLanguage('hi'));
  expect(authErrorMessage(Object.assign(new Error('Firebase'), { code: 'auth/user-not-found' }))).toBe('इस ईमेल पते से कोई खाता नहीं है।');
});

test('an LTI launch without a token says so and links to sign-in, in English and in Hindi', async () => {
  renderApp('/lti', 'signed out');
  // The link is the tag's own text (a tag named like an HTML void element would render it empty).
  expect(await screen.findByRole('link', { name: 'sign in here' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('link', { name: 'यहाँ साइन इन करें' })).toBeTruthy();
});
