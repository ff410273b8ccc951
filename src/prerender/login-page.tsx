/**
 * The markup of /login rendered at build time (issue 20, item 1): the real app (providers, router,
 * the login route) at `/login`, signed out, rendered to a string. scripts/prerender-login.ts puts
 * it in `dist/login.html`, which the server sends for `/login`, so the sign-in card paints from the
 * HTML before any JavaScript runs; src/main.tsx then renders the same screen over it in one commit.
 */
import { renderToString } from 'react-dom/server';
import { Button, MantineProvider } from '@mantine/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { createActor } from 'xstate';
import { createSessionMachine } from '@/features/auth/machines/session.machine';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';
import { cssVariablesResolver, theme } from '@/app/theme/theme';

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

/**
 * The loader a Mantine button shows in its loading state (the login screen's Sign in, variant
 * `brandPrimary`), as the app renders it: the page's inline script (server/http/start-after-paint.ts)
 * puts it into the prerendered Sign in when a submit is held before the app has taken over, so the
 * press is answered at once (issue 55, item 7).
 */
export function renderButtonLoader(): string {
  const html = renderToString(
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Button type="submit" variant="brandPrimary" loading />
    </MantineProvider>,
  );
  // Everything between the button's opening tag and its inner span (the label) is the loader.
  const loader = /<button[^>]*>(.*?)<span class="[^"]*\bm_80f1301b\b/.exec(html)?.[1];
  if (!loader?.includes('mantine-Loader-root')) throw new Error(`A loading Mantine Button rendered no loader before its label: ${html}`);
  return loader;
}
