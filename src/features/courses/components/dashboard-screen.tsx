/**
 * `/dashboard`: a greeting with today's date, then (loaded after paint, as it opens the local
 * database) 'Continue learning' and my courses, the sync status, and what waits for the learner.
 * The heading and greeting need no local data; the rest mounts at the frame after the app's first
 * paint, so Dexie and the sync status stay out of the first load (docs/PERFORMANCE.md), or in the
 * first commit when a returning learner's early reads are done (src/app/early-reads.ts); on the
 * app's first screen the deferred work (`afterPaint`: the session check, the first sync) waits until
 * they are on screen (at most 3 s): the device's content before the catch-up competes with it
 * (issue 55 item 3). Once on screen, the learner's dashboard is kept for the next start
 * (use-dashboard-snapshot.ts): the service worker paints it from the document.
 */
import { Stack, Text, Title } from '@mantine/core';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { earlyReadsDone, earlyReadsSettled } from '@/data/early-reads';
import { useSignedInUser } from '@/data/signed-in-user';
import { firstPainted, holdDeferredWork } from '@/ui/after-paint';
import { DelayedLoader } from '@/ui/delayed-loader';
import { formatToday } from '@/ui/date';
import { RevealTogether } from '@/ui/reveal-together';
import { useTranslation } from 'react-i18next';
import { coursesNs } from '../messages/en';
import { useDashboardSnapshot } from './use-dashboard-snapshot';

const DashboardCourses = lazy(() => import('./dashboard-courses'));

/** Slots the route fills from other features (features never import each other). */
export interface DashboardScreenProps {
  /** The sync status (features/sync-status); may be lazy. */
  status?: ReactNode;
  /** What waits for the learner: due flashcards, open quizzes; may be lazy. Shown under its own heading. */
  waiting?: ReactNode;
  /** Replaces the learner's courses and 'What waits for you' (a teacher's or an admin's home); may be lazy. */
  staff?: ReactNode;
  /** Resolves when the local-data parts may load (default: the frame after the app's first paint; tests pass a resolved promise). */
  whenPainted?: () => Promise<void>;
}

/** Set once the app's first paint is behind us: later visits show the local-data parts at once. */
let firstPaintDone = false;

/**
 * False until `whenPainted` resolves (at once after the app's first paint), so Dexie stays off the
 * first load; true from the first render when the early reads (src/app/early-reads.ts: a returning
 * learner's dashboard) are done, and as soon as they are if that is before the paint.
 */
function useAfterFirstPaint(whenPainted: () => Promise<void>): boolean {
  const [ready, setReady] = useState(() => firstPaintDone || earlyReadsSettled());
  useEffect(() => {
    if (ready) return;
    let live = true;
    const early = earlyReadsDone();
    void (early ? Promise.race([whenPainted(), early]) : whenPainted()).then(() => {
      firstPaintDone = true;
      // A transition: the local-data parts' first render goes in slices, not one long task.
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready, whenPainted]);
  return ready;
}

/**
 * On the app's first screen, holds the deferred work (the session check, the first sync) back until
 * the local-data parts are on screen (or unmounted); answers what to call when they are.
 */
function useHoldDeferredWorkUntilShown(): () => void {
  const release = useRef<() => void>(() => {});
  useEffect(() => {
    if (firstPaintDone) return;
    let done: () => void = () => {};
    holdDeferredWork(new Promise<void>((resolve) => (done = resolve)));
    release.current = done;
    return done;
  }, []);
  return useCallback(() => release.current(), []);
}

/** A dashboard section under its own heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Answers a callback for each of `groups` reveals; calls `onShown` once every one has been shown. */
function useWhenAllShown(groups: number, onShown: () => void): () => void {
  const shown = useRef(0);
  return useCallback(() => {
    shown.current += 1;
    if (shown.current === groups) onShown();
  }, [groups, onShown]);
}

/** The home screen: the learner's, or with `staff` a teacher's or an admin's. */
export function DashboardScreen({ status, waiting, staff, whenPainted = firstPainted }: DashboardScreenProps) {
  const name = useSignedInUser()?.user.displayName;
  const releaseDeferredWork = useHoldDeferredWorkUntilShown();
  const [allShown, setAllShown] = useState(false);
  const onShown = useCallback(() => {
    releaseDeferredWork();
    setAllShown(true);
  }, [releaseDeferredWork]);
  // The learner's dashboard, once shown, is kept for the next start's first paint.
  useDashboardSnapshot(allShown && !staff);
  const ready = useAfterFirstPaint(whenPainted);
  const { t } = useTranslation(coursesNs);
  const loading = <DelayedLoader label={t('loadingDashboard')} />;
  const waitingPart = waiting && !staff ? <Section id="dashboard-waiting" title={t('whatWaits')}>{waiting}</Section> : null;
  const statusPart = status ? <Section id="dashboard-sync" title={t('sync')}>{status}</Section> : null;
  const below =
    waitingPart || statusPart ? (
      <>
        {waitingPart}
        {statusPart}
      </>
    ) : null;
  const onGroupShown = useWhenAllShown(below ? 2 : 1, onShown);
  // The part below stays out of the layout until the top one is shown, even when its own data is
  // there first: the top part appearing above it would push it down (layout shift).
  const [topShown, setTopShown] = useState(false);
  const onTopShown = useCallback(() => {
    setTopShown(true);
    onGroupShown();
  }, [onGroupShown]);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('dashboard')}</Title>
        <Text size="lg">{name ? t('helloName', { name }) : t('hello')}</Text>
        <Text c="dimmed">{formatToday()}</Text>
      </Stack>
      {ready ? (
        // Two boundaries and two reveals: the learner's courses (or the staff home) at the top, as soon
        // as their data is there (a returning learner's, read early, in the first commit), and below
        // them every other after-paint part together, in one step and never before the top part, instead
        // of pushing each other down as each one's code and data arrive (layout shift).
        <>
          <Suspense fallback={loading}>
            <RevealTogether fallback={loading} onShown={onTopShown}>
              {staff ?? <DashboardCourses />}
            </RevealTogether>
          </Suspense>
          {below ? (
            // The sections keep the page's gap between them (a plain div would drop it).
            <Stack gap="lg" display={topShown ? undefined : 'none'}>
              <Suspense fallback={loading}>
                <RevealTogether fallback={loading} onShown={onGroupShown}>
                  {below}
                </RevealTogether>
              </Suspense>
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
