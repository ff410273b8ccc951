// A dashboard part whose data takes `ms` to arrive: tests of what waits for the first screen's content.
import { useEffect, useState } from 'react';
import { useRevealReady } from '@/ui/reveal-together';

/** A slow part and when it was ready, in ms after `markStart()` was called. */
export function slowPart(ms: number) {
  let start = 0;
  let readyAt: number | undefined;
  function SlowPart() {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setReady(true), ms);
      return () => clearTimeout(timer);
    }, []);
    useRevealReady(ready);
    useEffect(() => {
      if (ready) readyAt = performance.now() - start;
    }, [ready]);
    return <p>3 flashcards due</p>;
  }
  return {
    SlowPart,
    markStart: () => (start = performance.now()),
    sinceStart: () => performance.now() - start,
    readyAt: () => readyAt,
  };
}
