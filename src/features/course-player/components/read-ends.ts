/**
 * When the learner has read to an end marker: the marker is on screen and the learner acted on the
 * page (scrolled with wheel, touch or keys, or clicked) while it was, or brought it on screen after
 * acting. A marker on screen at opening, with no action, is not read.
 */

/** What counts as the learner acting on the page (a programmatic scroll fires none of these). */
export const LEARNER_ACTIONS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Watches `markers`; `onEnd(index)` runs once per marker the learner reached. Returns the function
 * that stops watching. Without IntersectionObserver nothing is reported ('Mark complete' remains).
 */
export function observeReadEnds(markers: Element[], onEnd: (index: number) => void, target: EventTarget = window): () => void {
  if (typeof IntersectionObserver === 'undefined' || markers.length === 0) return () => {};
  const visible = new Set<Element>();
  const reported = new Set<Element>();
  let acted = false;
  const report = () => {
    for (const marker of visible) {
      if (reported.has(marker)) continue;
      reported.add(marker);
      onEnd(markers.indexOf(marker));
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) visible.add(entry.target);
      else visible.delete(entry.target);
    }
    if (acted) report();
  });
  const onAction = () => {
    acted = true;
    report();
  };
  markers.forEach((marker) => observer.observe(marker));
  LEARNER_ACTIONS.forEach((name) => target.addEventListener(name, onAction, { capture: true, passive: true }));
  return () => {
    observer.disconnect();
    LEARNER_ACTIONS.forEach((name) => target.removeEventListener(name, onAction, { capture: true }));
  };
}
