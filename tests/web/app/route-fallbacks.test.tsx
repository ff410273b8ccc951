// The router's fallbacks: a render error → /500; a route chunk that fails or takes 120 s → a retry.
import { afterEach, expect, test, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { CHUNK_TIMEOUT_MS, ChunkPending, RenderErrorFallback } from '@/app/route-fallbacks';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function routerWith(component: () => never) {
  const root = createRootRoute({ component: Outlet, errorComponent: RenderErrorFallback });
  const broken = createRoute({ getParentRoute: () => root, path: '/broken', component });
  const serverError = createRoute({ getParentRoute: () => root, path: '/500', component: () => <h1>Something went wrong</h1> });
  return createRouter({ routeTree: root.addChildren([broken, serverError]), history: createMemoryHistory({ initialEntries: ['/broken'] }) });
}

test('a render error sends the user to /500', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = routerWith(() => {
    throw new Error('render failed');
  });
  render(<MantineProvider><RouterProvider router={router} /></MantineProvider>);
  await waitFor(() => expect(router.state.location.pathname).toBe('/500'));
});

test('a route chunk that failed to load offers a retry instead of /500', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = routerWith(() => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/courses-x.js');
  });
  render(<MantineProvider><RouterProvider router={router} /></MantineProvider>);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/broken');
});

test('a chunk still loading after 120 s gives up with a message and a retry button', () => {
  vi.useFakeTimers();
  const { container } = render(<MantineProvider><ChunkPending /></MantineProvider>);
  // The router shows it only after its own second (defaultPendingMs), so it spins at once, as a
  // labelled status.
  expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  expect(container.querySelector('.mantine-Loader-root')).not.toBeNull();
  act(() => vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1000));
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByText('This screen did not load')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});
