// Issue 52: the API keys screen (/admin-dashboard/api-keys) in Hindi, from the admin-api-keys namespace.
// The server is out of reach in a web test: fetch answers the key list as the server would.
import { afterEach, expect, test, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { ApiKeyRow } from '@contract/api-keys';
import { applyLanguage } from '@/i18n/i18n';
import { ApiKeysScreen } from '@/features/admin-api-keys/api-keys-screen';
import { renderInApp } from '../courses/render';

const key: ApiKeyRow = {
  id: 'k1', name: 'SIS', prefix: 'olp_ab12', scopes: ['courses:read', 'people:manage'], createdBy: 'Admin',
  createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null, revokedAt: null,
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the API keys screen shows its texts, the scopes and the form in Hindi', async () => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    if (url === '/api/admin/api-keys') return new Response(JSON.stringify([key]), { status: 200, headers: { 'content-type': 'application/json' } });
    throw new TypeError('Failed to fetch');
  }));
  renderInApp(<ApiKeysScreen />);
  expect(await screen.findByRole('table', { name: 'API keys of the organisation' })).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'API कुंजियाँ' })).toBeTruthy();
  const table = screen.getByRole('table', { name: 'संगठन की API कुंजियाँ' });
  expect(within(table).getByText('कोर्स देखना, लोगों को संभालना')).toBeTruthy();
  expect(within(table).getByRole('button', { name: 'कुंजी SIS रद्द करें' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '/api/docs' }).getAttribute('href')).toBe('/api/docs');
  expect(screen.getByRole('button', { name: 'कुंजी बनाएँ' })).toBeTruthy();
});
