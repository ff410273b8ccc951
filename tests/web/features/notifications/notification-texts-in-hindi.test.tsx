// Issue 52: the notification centre words the server's notifications from their text key and
// values in the language shown; an announcement (no key) keeps its author's words.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import NotificationCentre from '@/features/notifications/components/notification-centre';
import { applyLanguage } from '@/i18n/i18n';

/** The centre as the bell's press opens it, in a router (it navigates on a press). */
function renderCentre(unread: number) {
  const Centre = () => <NotificationCentre unread={unread} button={(toggle) => <button type="button" onClick={toggle}>bell</button>} />;
  const router = createRouter({ routeTree: createRootRoute({ component: Centre }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<MantineProvider><RouterProvider router={router} /></MantineProvider>);
}

const row = (id: string, minutesAgo: number, fields: Partial<Parameters<typeof db.notifications.put>[0]>) => ({
  id, kind: 'graded' as const, title: '', body: '', url: '/dashboard', textKey: null, params: null, readAt: null,
  createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(), ...fields,
});

beforeEach(async () => {
  await clearLocalUserData();
  await db.notifications.bulkPut([
    row('n1', 1, { title: 'Quiz graded: Week 1 check', body: 'You scored 80% and passed.', textKey: 'quizPassed', params: { title: 'Week 1 check', percent: 80 } }),
    row('n2', 2, { kind: 'message', title: 'New message from Ravi Teacher', body: 'See you on Thursday', textKey: 'message', params: { from: 'Ravi Teacher' } }),
    row('n3', 3, { kind: 'flashcards', title: '3 flashcards to review', body: 'A few minutes today keeps them fresh.', textKey: 'flashcards', params: { count: 3 } }),
    row('n4', 4, { kind: 'announcement', title: 'Campus closed Friday', body: 'Study from home.' }),
  ]);
});
afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
});

test('the centre shows kind-rendered notifications in Hindi, authored parts as written', async () => {
  await act(() => applyLanguage('hi'));
  renderCentre(4);
  const centre = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  expect(await within(centre).findByText('क्विज़ जाँची गई: Week 1 check')).toBeTruthy();
  expect(within(centre).getByText('आपके 80% अंक आए और आप पास हो गए।')).toBeTruthy();
  expect(within(centre).getByText('Ravi Teacher का नया संदेश')).toBeTruthy();
  expect(within(centre).getByText('See you on Thursday')).toBeTruthy();
  expect(within(centre).getByText('दोहराने के लिए 3 फ़्लैशकार्ड')).toBeTruthy();
  expect(within(centre).getByText('Campus closed Friday')).toBeTruthy();
  expect(within(centre).queryByText(/Quiz graded|You scored|New message from|flashcards to review/)).toBeNull();

  await act(() => applyLanguage('ar'));
  expect(await within(centre).findByText('تم تصحيح الاختبار: Week 1 check')).toBeTruthy();
  expect(within(centre).getByText('3 بطاقات للمراجعة')).toBeTruthy();
  await act(() => applyLanguage('en'));
  expect(await within(centre).findByText('Quiz graded: Week 1 check')).toBeTruthy();
  expect(within(centre).getByText('3 flashcards to review')).toBeTruthy();
});

test('a row without a known text key shows its stored words', async () => {
  await db.notifications.clear();
  await db.notifications.put(row('n5', 1, { title: 'Quiz graded: Old row', body: 'You scored 50%.', textKey: 'somethingNewer', params: {} }));
  await act(() => applyLanguage('hi'));
  renderCentre(1);
  const centre = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  expect(await within(centre).findByText('Quiz graded: Old row')).toBeTruthy();
});
