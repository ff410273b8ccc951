/** The app's router: the generated file-based route tree, the session in context, and the fallbacks. */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import type { SessionActor } from '@/features/auth/session-context';
import { ChunkPending, NotFoundRedirect, RenderErrorFallback } from './route-fallbacks';

/** Creates the router (tests pass a memory history). */
export function createAppRouter(session: SessionActor, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { session },
    defaultPreload: 'intent',
    // A spinner only when a screen's code takes over a second, and then no forced minimum on screen.
    defaultPendingMs: 1000,
    defaultPendingMinMs: 0,
    defaultPendingComponent: ChunkPending,
    defaultErrorComponent: RenderErrorFallback,
    defaultNotFoundComponent: NotFoundRedirect,
  });
}

/** The app's router type. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
