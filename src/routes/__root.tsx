// The root route: the session in context, unknown paths → /404, render errors → /500.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';
import { ChunkPending, NotFoundRedirect, RenderErrorFallback } from '@/app/route-fallbacks';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  pendingComponent: ChunkPending,
  errorComponent: RenderErrorFallback,
  notFoundComponent: NotFoundRedirect,
});
