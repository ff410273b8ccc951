/**
 * A loading indicator for waits that are usually short: for the first second it is only a status
 * for screen readers (its label, at once) and the room the spinner takes; the spinner appears if
 * the wait goes on. A read from the local database then shows no spinner flash, and a phone draws
 * no spinning frames for it (docs/PERFORMANCE.md, "2026-11-29 (midday)"). Every screen's wait for
 * its local data or its route's code uses it; `aria-busy` marks the wait for tests and tools
 * before the spinner shows.
 */
import { Loader } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState } from 'react';

/** How long a wait goes unmarked before the spinner appears: under a second needs no indicator. */
export const SPINNER_DELAY_MS = 1000;

export function DelayedLoader({ label, delayMs = SPINNER_DELAY_MS }: { label: string; delayMs?: number }) {
  const [spinning, setSpinning] = useState(delayMs <= 0);
  useTimeout(() => setSpinning(true), delayMs, { autoInvoke: true });
  return (
    <div role="status" aria-label={label} aria-busy="true" style={{ minHeight: 'calc(2.25rem * var(--mantine-scale))' }}>
      {spinning ? <Loader role="presentation" aria-hidden /> : null}
    </div>
  );
}
