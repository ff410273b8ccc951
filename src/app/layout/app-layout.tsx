/** The signed-in shell (SPEC §2): a side bar from 800 px wide; below, a title bar and a bottom bar. */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useSession } from '@/features/auth/session-context';
import { navLinksFor } from './nav-links';
import { SideBar } from './side-bar';
import { TitleBar } from './title-bar';
import { BottomBar } from './bottom-bar';
import { ShowAfterPaint } from '@/ui/show-after-paint';
import classes from './layout.module.css';

// The dialog's code (Modal) loads on the first Log Out click, not with the first screen.
const LogoutDialog = lazy(() => import('./logout-dialog'));
// Tells the learner when a quiz submitted offline has been graded, whichever screen is open.
const QuizGradedNotifier = lazy(() =>
  import('@/features/quizzes/components/quiz-graded-notifier').then((m) => ({ default: m.QuizGradedNotifier })),
);

/** The media query of the desktop layout. */
export const DESKTOP_QUERY = '(min-width: 800px)';

/** The layout around every signed-in screen: the route's screen, or `children` (a public screen shown signed in, e.g. /404). */
export function AppLayout({ children }: { children?: ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const role = useSession((s) => s.context.stored?.permissions ?? null);
  const links = navLinksFor(role);
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const [logoutUsed, setLogoutUsed] = useState(false);
  const openLogout = () => {
    setLogoutUsed(true);
    logoutDialog.open();
  };
  // Plain fixed bars and CSS rather than Mantine's AppShell, whose header and footer import
  // react-remove-scroll (4 KB) for one class name: the shell is on every signed-in first load.
  return (
    <div className={classes.shell} data-layout={desktop ? 'desktop' : 'phone'}>
      {desktop ? (
        <div className={classes.sideBar} data-part="side-bar">
          <SideBar links={links} onLogout={openLogout} />
        </div>
      ) : (
        <>
          <header className={classes.titleBar}>
            <TitleBar onLogout={openLogout} />
          </header>
          <footer className={classes.bottomBarArea}>
            <BottomBar links={links} />
          </footer>
        </>
      )}
      <main className={classes.main}>
        {children ?? <Outlet />}
      </main>
      <ShowAfterPaint>
        <QuizGradedNotifier />
      </ShowAfterPaint>
      {logoutUsed && (
        <Suspense fallback={null}>
          <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
        </Suspense>
      )}
    </div>
  );
}
