// Issue 52: the sign-in screen's language chooser switches the screen at once, mirrors it for
// Arabic, and the device opens in the chosen language next time.
import { afterEach, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage, deviceLanguage } from '@/i18n/i18n';
import { renderApp } from '../support/render-app';

afterEach(async () => {
  await applyLanguage('en');
  localStorage.removeItem('olp.language');
});

test('choosing Hindi, then Arabic, on the sign-in screen translates it and mirrors it for Arabic', async () => {
  renderApp('/login', 'signed out');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  const chooser = screen.getByRole('group', { name: 'Language' });
  expect(chooser).toBeTruthy();

  await userEvent.click(screen.getByText('हिन्दी'));
  expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeTruthy();
  expect(screen.getByLabelText('ईमेल')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Google से आगे बढ़ें' })).toBeTruthy();
  expect(document.documentElement.lang).toBe('hi');
  expect(document.documentElement.dir).toBe('ltr');

  await userEvent.click(screen.getByText('العربية'));
  expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
  expect(document.documentElement.dir).toBe('rtl');
  expect(deviceLanguage()).toBe('ar');

  // An empty form's errors are in the chosen language too.
  await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
  expect(await screen.findByText(/اكتب بريدك الإلكتروني/)).toBeTruthy();
});
