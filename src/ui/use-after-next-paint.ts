/**
 * Whether the next frame has been painted since `waiting` became true: a screen paints its main
 * content first (a table, the first cards) and renders what can wait (a chart, the rest of a long
 * list) right after, as a transition so a tap or keystroke meanwhile is not held up by it.
 */
import { startTransition, useEffect, useState } from 'react';

export function useAfterNextPaint(waiting: boolean): boolean {
  const [painted, setPainted] = useState(false);
  const pending = waiting && !painted;
  useEffect(() => {
    if (!pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pending]);
  return painted;
}
