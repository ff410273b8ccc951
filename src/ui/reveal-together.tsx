/**
 * Shows a group of parts that load their data at different moments all at once, so content that is
 * already on screen never jumps down when a part above it finishes loading (layout shift).
 * A part reports whether its data is ready with `useRevealReady`; the group stays hidden, with the
 * fallback in its place, until every part that reported is ready, or `maxWaitMs` has passed.
 * Once shown it stays shown. Parts that never report (static content) do not hold it back.
 */
import { useTimeout } from '@mantine/hooks';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

type Report = (part: string, ready: boolean | null) => void;

const RevealContext = createContext<Report | null>(null);

export interface RevealTogetherProps {
  children: ReactNode;
  /** Shown in the group's place while it is hidden. */
  fallback: ReactNode;
  /** Show the group anyway after this long, even if a part is still loading. */
  maxWaitMs?: number;
  /** Called once the group is on screen. */
  onShown?: () => void;
}

/** The group: hidden (display: none, so it neither paints nor shifts) until its parts are ready. */
export function RevealTogether({ children, fallback, maxWaitMs = 2000, onShown }: RevealTogetherProps) {
  const parts = useRef(new Map<string, boolean>());
  const [reports, setReports] = useState(0);
  const [shown, setShown] = useState(false);

  const report = useCallback<Report>((part, ready) => {
    if (ready === null) parts.current.delete(part);
    else parts.current.set(part, ready);
    setReports((n) => n + 1);
  }, []);

  // Children's layout effects run first, so on the first pass every mounted part has reported.
  useLayoutEffect(() => {
    if (!shown && [...parts.current.values()].every(Boolean)) setShown(true);
  }, [shown, reports]);

  useTimeout(() => setShown(true), maxWaitMs, { autoInvoke: true });

  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  return (
    <RevealContext.Provider value={report}>
      {shown ? null : fallback}
      <div style={shown ? { display: 'contents' } : { display: 'none' }}>{children}</div>
    </RevealContext.Provider>
  );
}

/** Called by a part of a `RevealTogether` group with whether its first data has arrived. No-op outside a group. */
export function useRevealReady(ready: boolean): void {
  const report = useContext(RevealContext);
  const part = useId();
  useLayoutEffect(() => {
    report?.(part, ready);
  }, [report, part, ready]);
  useLayoutEffect(() => () => report?.(part, null), [report, part]);
}
