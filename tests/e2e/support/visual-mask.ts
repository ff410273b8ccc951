/**
 * What a screenshot leaves out: text that changes with the clock (times, dates, "as of", "… ago")
 * is marked with `data-visual-mask` for Playwright's `mask`, and what comes and goes on its own
 * (toasts, the text caret) is hidden by the screenshot's style. Found by pattern, so a new screen
 * needs no list.
 */
import type { Page } from 'playwright-core';

/** The attribute the marked elements get. */
export const MASK_SELECTOR = '[data-visual-mask]';

/** Hidden while a screenshot is taken: notifications arrive on their own schedule. */
export const SHOT_STYLE = '.mantine-Notifications-root, [data-mantine-notifications] { visibility: hidden !important; } * { caret-color: transparent !important; }';

/** Patterns of clock-bound text, as sources (they cross into the page as strings). */
const CLOCK_PATTERNS = [
  String.raw`\b\d{1,2}:\d{2}\b`,
  String.raw`\b\d{4}-\d{2}-\d{2}\b`,
  String.raw`\b\d{1,2}/\d{1,2}/\d{2,4}\b`,
  String.raw`\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}\b`,
  String.raw`\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)`,
  String.raw`\b(ago|as of|today|yesterday|tomorrow|just now|seconds?|minutes?|hours?)\b`,
  String.raw`\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,`,
  // Not the clock but as changeable: the storage estimate (profile's "N MB of M used").
  String.raw`\b\d+(\.\d+)? ?(bytes|[KMG]B)\b`,
];

/** Marks the elements whose own text is clock-bound, and `<time>` and filled date inputs; returns how many. */
export function markClockText(page: Page): Promise<number> {
  return page.evaluate(
    ({ sources, attribute }) => {
      const patterns = sources.map((s) => new RegExp(s, 'i'));
      document.querySelectorAll(`[${attribute}]`).forEach((el) => el.removeAttribute(attribute));
      const marked = new Set<Element>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!node.parentElement || !patterns.some((p) => p.test(text))) continue;
        // The whole line, not the inline element: a time one character longer moves the text after it.
        let line: Element = node.parentElement;
        while (line.parentElement && line !== document.body && getComputedStyle(line).display.startsWith('inline')) line = line.parentElement;
        marked.add(line);
      }
      document.querySelectorAll('time, input[type="date"], input[type="datetime-local"], input[type="time"]').forEach((el) => marked.add(el));
      document.querySelectorAll('input, textarea').forEach((el) => {
        const value = (el as HTMLInputElement).value;
        if (value && patterns.some((p) => p.test(value))) marked.add(el);
      });
      marked.forEach((el) => el.setAttribute(attribute, ''));
      return marked.size;
    },
    { sources: CLOCK_PATTERNS, attribute: MASK_SELECTOR.slice(1, -1) },
  );
}
