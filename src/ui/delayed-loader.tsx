/**
 * A loading indicator for waits that are usually short: for the first second it is only a status
 * for screen readers (its label, at once) and the room the spinner takes; the spinner appears if
 * the wait goes on. A read from the local database then shows no spinner flash, and a phone draws
 * no spinning frames for it (docs/PERFORMANCE.md, "2026-11-29 (midday)").
 */
import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/** How long a wait goes unmarked before the spinner appears: under a second needs no indicator. */
export const SPINNER_DELAY_MS = 1000;

export function DelayedLoader({ label, delayMs = SPINNER_DELAY_MS }: { label: string; delayMs?: number }) {
  const [spinning, setSpinning] = useState(delayMs <= 0);
  useEffect(() => {
    if (spinning) return;
    const timer = setTimeout(() => setSpinning(true), delayMs);
    return () => clearTimeout(timer);
  }, [spinning, delayMs]);
  return (
    <div role="status" aria-label={label} style={{ minHeight: 'calc(2.25rem * var(--mantine-scale))' }}>
      {spinning ? <Loader role="presentation" aria-hidden /> : null}
    </div>
  );
}
