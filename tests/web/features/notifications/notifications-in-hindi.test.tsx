// Issue 52: the notification settings (/profile-pages) in Hindi, from the notifications' own namespace.
import { afterEach, expect, test } from 'vitest';
import { act, screen } from '@testing-library/react';
import { applyLanguage } from '@/i18n/i18n';
import { renderApp } from '../../support/render-app';

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the notification settings show their texts in Hindi', async () => {
  renderApp('/profile-pages', 'learner');
  expect(await screen.findByRole('group', { name: 'What to notify' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(await screen.findByRole('group', { name: 'किन बातों की सूचना मिले' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'इस डिवाइस पर सूचनाएँ चालू करें' })).toBeTruthy();
  expect(screen.getByLabelText('बातचीत में नए संदेश')).toBeTruthy();
});
