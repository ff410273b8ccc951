// Renders a feature screen inside Mantine and a memory router, so its links resolve.
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { theme } from '@/app/theme/theme';

/** Renders `screen` at `/` of a one-route router with the app's theme. */
export function renderInApp(screen: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => screen }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}
