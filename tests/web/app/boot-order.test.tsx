// src/main.tsx loads the matched routes (`router.load()`) before React's first render, so the router
// has nothing to load when it mounts and the first transition is not followed by a render of the
// whole screen (docs/PERFORMANCE.md, "2026-12-04"). The real start-up runs here, around a router
// whose one route takes as long as the test says: the first render must find it loaded.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterAll, expect, test, vi } from 'vitest';

const boot = vi.hoisted(() => {
  let release!: () => void;
  return {
    routeLoaded: new Promise<void>((resolve) => (release = resolve)),
    release: () => release(),
    loads: 0,
    /** The router's state at each render of the app, in order. */
    renders: [] as Array<{ status: string; matches: string[] }>,
  };
});

vi.mock('@/app/app', () => {
  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: async () => {
      boot.loads += 1;
      await boot.routeLoaded;
    },
    component: () => <p>home screen</p>,
  });
  const createApp = () => ({
    session: {},
    router: createRouter({ routeTree: rootRoute.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) }),
  });
  function App({ router }: { router: AnyRouter }) {
    boot.renders.push({ status: router.state.status, matches: router.state.matches.map((match) => match.status) });
    return <RouterProvider router={router} />;
  }
  return { createApp, App };
});
vi.mock('@/app/first-screen-shown', () => ({ reportFirstScreenShown: () => Promise.resolve() }));

// The app main.tsx mounted stays in a detached #root: the next file of this worker starts with an empty page.
afterAll(() => {
  document.body.innerHTML = '';
});

test("React's first render comes after the router has loaded the matched routes", async () => {
  document.body.innerHTML = '<div id="root"></div>';
  await import('@/main');
  await vi.waitFor(() => expect(boot.loads).toBe(1));
  // The route is still loading: React has not rendered the app yet.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(boot.renders).toEqual([]);
  boot.release();
  await screen.findByText('home screen');
  expect(boot.renders[0]).toEqual({ status: 'idle', matches: ['success', 'success'] });
});
