/** The app: providers around the router, with the session created first and the router second. */
import { RouterProvider } from '@tanstack/react-router';
import type { SessionActor } from '@/features/auth/session-context';
import { i18n } from '@/i18n/i18n';
import { markPainted } from '@/ui/after-paint';
import { AppProviders } from './providers';
import { pageTitle } from './page-titles';
import { createAppRouter, type AppRouter } from './router';
import { startSession } from './session';

/** Creates the session and the router, bound to each other. */
export function createApp(): { session: SessionActor; router: AppRouter } {
  const late: { router?: AppRouter } = {};
  const session = startSession((to) => void late.router?.navigate({ to, replace: to === '/500' }));
  const router = createAppRouter(session);
  late.router = router;
  const setTitle = () => {
    const title = pageTitle(router.state.matches.map((match) => match.routeId));
    if (document.title !== title) document.title = title;
  };
  router.subscribe('onRendered', setTitle);
  i18n.on('languageChanged', setTitle);
  // The first screen has painted once a render happens with every matched route loaded (not
  // while a pending spinner shows).
  const stop = router.subscribe('onRendered', () => {
    if (router.state.status !== 'idle' || router.state.matches.some((match) => match.status !== 'success')) return;
    stop();
    markPainted();
  });
  return { session, router };
}

/** The whole app. */
export function App({ session, router }: { session: SessionActor; router: AppRouter }) {
  return (
    <AppProviders session={session}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
