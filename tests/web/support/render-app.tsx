// Renders the real app (providers, the generated route tree, the layout) at a path in memory.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import type { SessionServices } from '@/features/auth/machines/session.machine';
import { startFakeSession, storeSession, type Who } from './session';

/** Renders the app at `path` for `who`; answers the router, the session actor and its services. */
export function renderApp(path: string, who: Who, services: Partial<SessionServices> = {}) {
  storeSession(who);
  const { actor, services: spies } = startFakeSession(services);
  const router = createAppRouter(actor, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <AppProviders session={actor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, actor, services: spies, view };
}
