/** Renders its children only from shortly after the app's first paint, so their code stays off the first load. */
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from './after-paint';

/** Shows `children` (typically lazy components) once the first paint is behind us; `pending` until then. */
export function ShowAfterPaint({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    // A transition: React renders what appears in slices of a few milliseconds, not one long task
    // (docs/PERFORMANCE.md, "2026-12-04: main-thread work at load").
    void afterPaint().then(() => live && startTransition(() => setShow(true)));
    return () => {
      live = false;
    };
  }, []);
  return show ? <Suspense fallback={pending}>{children}</Suspense> : pending;
}
