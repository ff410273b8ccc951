/**
 * A long list painted in two steps: its first `n` items now, every item right after the next paint
 * (as a transition, {@link useAfterNextPaint}). For lists whose first screenful is what the first
 * paint needs (the dashboard's courses, the /courses grid): rendering all of them held it up.
 */
import { useAfterNextPaint } from './use-after-next-paint';

/**
 * `items` cut to the first `n` until the frame after the list first had more than `n`, then all of
 * them. A list that grows past `n` later is cut until the next paint the same way; once shown
 * whole, it stays whole.
 */
export function useFirstThenAll<T>(items: readonly T[], n: number): readonly T[] {
  const long = items.length > n;
  const restShown = useAfterNextPaint(long);
  return long && !restShown ? items.slice(0, n) : items;
}
