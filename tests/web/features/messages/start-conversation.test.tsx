// /conversations?with=<userId> finds or starts the conversation and opens it as ?conversation=<id>.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { renderApp } from '../../support/render-app';

const started: unknown[] = [];

beforeEach(async () => {
  await clearLocalUserData();
  started.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url === '/api/chat/people') return json([{ id: 'u5-priya', name: 'Priya Sharma', role: 'learner' }]);
    if (url === '/api/chat/conversations' && init.method === 'POST') {
      started.push(JSON.parse(String(init.body)));
      return json({ id: 'v-new', title: null, withUserId: 'u5-priya', withName: 'Priya Sharma', createdAt: '2026-11-22T10:00:00.000Z' });
    }
    return new Promise<Response>(() => {});
  }));
});
afterEach(() => vi.unstubAllGlobals());

test('choosing a person starts the conversation and opens it', async () => {
  const { router } = renderApp('/conversations', 'learner');
  fireEvent.click(await screen.findByRole('button', { name: 'Message Priya Sharma' }));
  expect(await screen.findByRole('heading', { name: 'Priya Sharma', level: 1 })).toBeTruthy();
  expect(router.state.location.search).toEqual({ conversation: 'v-new' });
  expect(started).toEqual([{ withUserId: 'u5-priya' }]);
  expect(await db.conversations.get('v-new')).toMatchObject({ withName: 'Priya Sharma' });
  expect(await screen.findByRole('textbox', { name: 'Message' })).toBeTruthy();
});

test('a conversation already on the device opens without asking the server', async () => {
  await db.conversations.put({ id: 'v1', title: null, withUserId: 'u5-priya', withName: 'Priya Sharma', createdAt: '2026-11-01T00:00:00.000Z' });
  const { router } = renderApp('/conversations?with=u5-priya', 'learner');
  expect(await screen.findByRole('heading', { name: 'Priya Sharma', level: 1 })).toBeTruthy();
  expect(router.state.location.search).toEqual({ conversation: 'v1' });
  expect(started).toEqual([]);
});
