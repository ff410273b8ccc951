/** The signed-in shell (SPEC §2): a side bar from 800 px wide; below, a title bar and a bottom bar. */
import { lazy, Suspense, useState } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useSession } from '@/features/auth/session-context';
import { navLinksFor } from './nav-links';
import { SideBar } from './side-bar';
import { TitleBar } from './title-bar';
import { BottomBar } from './bottom-bar';
import { ShowAfterPaint } from '@/ui/show-after-paint';

// The dialog's code (Modal) loads on the first Log Out click, not with the first screen.
const LogoutDialog = lazy(() => import('./logout-dialog'));
// Tells the learner when a quiz submitted offline has been graded, whichever screen is open.
const QuizGradedNotifier = lazy(() =>
  import('@/features/quizzes/components/quiz-graded-notifier').then((m) => ({ default: m.QuizGradedNotifier })),
);

/** The media query of the desktop layout. */
export const DESKTOP_QUERY = '(min-width: 800px)';

/** The layout around every signed-in screen. */
export function AppLayout() {
  const desktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const role = useSession((s) => s.context.stored?.permissions ?? null);
  const links = navLinksFor(role);
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  const openLogout = () => {
    setLogoutUsed(true);
    logoutDialog.open();
  };
  return (
    <AppShell
      navbar={desktop ? { width: 248, breakpoint: 0 } : undefined}
      header={desktop ? undefined : { height: 60 }}
      footer={desktop ? undefined : { height: 64 }}
      padding="md"
    >
      {desktop ? (
        <AppShell.Navbar>
          <SideBar links={links} onLogout={openLogout} />
        </AppShell.Navbar>
      ) : (
        <>
          <AppShell.Header>
            <TitleBar onLogout={openLogout} />
          </AppShell.Header>
          <AppShell.Footer>
            <BottomBar links={links} />
          </AppShell.Footer>
        </>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <ShowAfterPaint>
        <QuizGradedNotifier />
      </ShowAfterPaint>
      {logoutUsed && (
        <Suspense fallback={null}>
          <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
