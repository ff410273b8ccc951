// Issue 52: the admin's people list (/admin-dashboard/people) in Hindi, from the admin-people
// namespace: heading, tabs, role names, status words and the offline note. Offline, as a device
// with its last synced copy: the server is not asked.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyLanguage } from '@/i18n/i18n';
import { PeopleScreen } from '@/features/admin-people/people-screen';
import { renderInApp } from '../courses/render';

const at = '2026-11-20T10:00:00.000Z';

beforeEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  await clearLocalUserData();
  await db.people.bulkPut([
    { id: 'u-lena', name: 'Lena Learner', email: 'lena@demo.test', photoUrl: null, role: 'learner', removedAt: null, createdAt: at, updatedAt: at },
    { id: 'u-gone', name: 'Gone Person', email: 'gone@demo.test', photoUrl: null, role: 'learner', removedAt: at, createdAt: at, updatedAt: at },
  ]);
});

afterEach(async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the people list shows its heading, tabs, roles and status words in Hindi', async () => {
  renderInApp(<PeopleScreen />);
  await screen.findByRole('row', { name: /Lena Learner/ });
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'लोग' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'CSV इम्पोर्ट करें' })).toBeTruthy();
  expect(screen.getByText('आप ऑफ़लाइन हैं: न्योते, इम्पोर्ट और भूमिका बदलने के लिए नेटवर्क कनेक्शन चाहिए।')).toBeTruthy();
  const lena = screen.getByRole('row', { name: /Lena Learner/ });
  expect(within(lena).getByRole('combobox', { name: 'lena@demo.test की भूमिका' })).toBeTruthy();
  expect(within(lena).getByRole('option', { name: 'शिक्षार्थी' })).toBeTruthy();
  expect(within(lena).getByText('सदस्य')).toBeTruthy();
  const gone = screen.getByRole('row', { name: /Gone Person/ });
  expect(within(gone).getByText('हटाए गए')).toBeTruthy();
  expect(within(gone).getByRole('button', { name: 'gone@demo.test को वापस लाएँ' })).toBeTruthy();
});
