// Admins create a room on /messages: name, description and members; the room opens at once.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { clearLocalUserData } from '@/data/local-data';
import { renderApp } from '../../support/render-app';

const posted: unknown[] = [];

beforeEach(async () => {
  await clearLocalUserData();
  posted.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/chat/people') return json([{ id: 'u5-teacher', name: 'Tomás Teacher', role: 'teacher' }, { id: 'u5-mei', name: 'Mei Chen', role: 'learner' }]);
    if (url === '/api/chat/rooms' && init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return json({ id: 'new-room', name: 'Staff room', description: 'Teachers only', courseId: null, batchId: null, createdAt: '2026-11-22T10:00:00.000Z' }, 201);
    }
    return new Promise<Response>(() => {}); // the live stream: stays open
  }));
});
afterEach(() => vi.unstubAllGlobals());

test('an admin creates a room with chosen members and lands in it', async () => {
  const { router } = renderApp('/messages', 'admin');
  fireEvent.click(await screen.findByRole('button', { name: 'New room' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Room name' }), { target: { value: ' Staff room ' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Teachers only' } });
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Tomás Teacher' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create room' }));
  expect(await screen.findByRole('heading', { name: 'Staff room', level: 1 })).toBeTruthy();
  expect(router.state.location.search).toEqual({ room: 'new-room' });
  expect(posted).toEqual([{ name: 'Staff room', description: 'Teachers only', memberIds: ['u5-teacher'] }]);
});

test('learners see no New room button', async () => {
  renderApp('/messages', 'learner');
  expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'New room' })).toBeNull();
});
