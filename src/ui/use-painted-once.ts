/** Tells a component whether its first paint is behind it, so it can leave work that is not on screen until then. */
import { startTransition, useEffect, useState } from 'react';

/**
 * `false` while `waiting` and the component's first frame with it is not painted yet; `true` from
 * just after that frame, set in a transition (so a click or keystroke then is not held up). Stays
 * `true` once set.
 */
export function usePaintedOnce(waiting: boolean): boolean {
  const [painted, setPainted] = useState(false);
  const pending = waiting && !painted;
  useEffect(() => {
    if (!pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const after = () => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(after) : undefined;
    if (frame === undefined) after();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pending]);
  return painted;
}
