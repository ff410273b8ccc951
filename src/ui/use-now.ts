/** The current time, refreshed every `everyMs` (due dates pass while a screen stays open). */
import { useEffect, useState } from 'react';

/** `[now, refresh]`: `now` advances on a timer and whenever `refresh()` is called. */
export function useNow(everyMs = 30_000): [Date, () => void] {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return [now, () => setNow(new Date())];
}
