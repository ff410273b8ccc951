/**
 * `useLiveQuery` as dexie-react-hooks has it (same arguments, same result: `defaultResult` until the
 * first read answers, then each new result; an error is thrown to the error boundary), except that a
 * new result is applied in a transition. dexie-react-hooks applies it as a plain update, which React
 * renders in one go (DefaultLane is not time-sliced): at start-up each screen part's first result,
 * with the commit it brings, was one long main-thread task (docs/PERFORMANCE.md, "2026-12-04
 * (morning): /dashboard's boot tasks"). In a transition React renders in slices of a few
 * milliseconds, and a result that makes a part suspend keeps the part's current content on screen.
 */
import { liveQuery } from 'dexie';
import { startTransition, useDebugValue, useEffect, useMemo, useState, type DependencyList } from 'react';

interface Answer<T> {
  result: T;
  error: unknown;
}

export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: DependencyList = [], defaultResult?: D): T | D | undefined {
  // The latest result (kept across a change of `deps` until the new read answers), or the read's error.
  const [answer, setAnswer] = useState<Answer<T | D | undefined>>({ result: defaultResult, error: null });
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- the caller's deps, as dexie-react-hooks takes them
  const observable = useMemo(() => liveQuery(querier), deps);
  useDebugValue(answer.result);
  useEffect(() => {
    const subscription = observable.subscribe(
      (result) => startTransition(() => setAnswer((shown) => (shown.error === null && shown.result === result ? shown : { result, error: null }))),
      (error: unknown) => setAnswer((shown) => (shown.error === error ? shown : { ...shown, error })),
    );
    return () => subscription.unsubscribe();
  }, [observable]);
  if (answer.error !== null) throw answer.error;
  return answer.result;
}
