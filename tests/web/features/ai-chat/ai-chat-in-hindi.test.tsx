// Issue 52: the tutor's room has its texts in the 'ai-chat' namespace; on screen it switches to Hindi
// with the shell, the daily credit's words included.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { clearLocalUserData } from '@/data/local-data';
import { AiChatRoom } from '@/features/ai-chat/components/ai-chat-room';
import { applyLanguage } from '@/i18n/i18n';
import { storeSession } from '../../support/session';

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(async () => {
  await clearLocalUserData();
  storeSession('learner');
  setOnline(false);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200 })));
});

afterEach(async () => {
  await act(() => applyLanguage('en'));
  localStorage.removeItem('olp.language');
  setOnline(true);
  vi.unstubAllGlobals();
});

test('the room offline, then in Hindi: its title, the offline note and the credit', async () => {
  render(<MantineProvider><AiChatRoom /></MantineProvider>);
  expect(await screen.findByText('Daily credit: at most 10 of 10 (checked when online)')).toBeTruthy();
  await act(() => applyLanguage('hi'));
  expect(screen.getByRole('heading', { name: 'AI ट्यूटर', level: 1 })).toBeTruthy();
  expect(screen.getByText('आप ऑफ़लाइन हैं')).toBeTruthy();
  expect(screen.getByText('आज के सवाल: 10 में से ज़्यादा से ज़्यादा 10 बाकी (ऑनलाइन होने पर जाँचा जाएगा)')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'भेजें' })).toBeTruthy();
});
