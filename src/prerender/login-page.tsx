/**
 * The markup of /login rendered at build time (issue 20, item 1): the real app (providers, router,
 * the login route) at `/login`, signed out, rendered to a string. scripts/prerender-login.ts puts
 * it in `dist/login.html`, which the server sends for `/login`, so the sign-in card paints from the
 * HTML before any JavaScript runs; src/main.tsx then renders the same screen over it in one commit.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { createActor } from 'xstate';
import { createSessionMachine } from '@/features/auth/machines/session.machine';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';

const never = () => new Promise<never>(() => {});

/** The HTML of the signed-out /login screen, as the app renders it. */
export async function renderLoginPage(): Promise<string> {
  const session = createActor(
    createSessionMachine({ watchAuth: never, loadUser: never, signOut: never, countPendingWrites: never, clearLocalUserData: never, navigate: () => {} }),
  ).start();
  const router = createAppRouter(session, createMemoryHistory({ initialEntries: ['/login'] }));
  await router.load();
  const html = renderToString(<App session={session} router={router} />);
  session.stop();
  return html;
}
