/** Renders its children only from shortly after the app's first paint, so their code stays off the first load. */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from './after-paint';

/** Shows `children` (typically lazy components) once the first paint is behind us; `pending` until then. */
export function ShowAfterPaint({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let live = true;
    void afterPaint().then(() => live && setShow(true));
    return () => {
      live = false;
    };
  }, []);
  return show ? <Suspense fallback={pending}>{children}</Suspense> : pending;
}
