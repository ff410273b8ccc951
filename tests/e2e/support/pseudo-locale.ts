/**
 * Reads a screen shown in the pseudo-locale (issue 52, src/i18n/pseudo.ts: every catalogue text
 * accented, ~40 % longer, in ⟦…⟧) for the two faults it exposes: a text of the English catalogues
 * shown as it is (it does not go through the catalogues where it is shown), and a text the layout
 * cuts off (clipped by its box or an ancestor's, an ellipsis, a line clamp).
 */
import type { Page } from 'playwright-core';
import { en } from '@/i18n/catalogues/en';
import { textsOnPage } from './untranslated';

type Tree = { readonly [key: string]: unknown };

const features = import.meta.glob<{ messages: Tree }>('/src/features/*/messages/en.ts', { eager: true });
const PLACEHOLDER = /\{\{[^}]*\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every English leaf of `tree`. */
function leaves(tree: Tree, into: string[] = []): string[] {
  for (const value of Object.values(tree)) {
    if (typeof value === 'string') into.push(value.trim());
    else if (value && typeof value === 'object') leaves(value as Tree, into);
  }
  return into;
}

/** The English catalogue texts as they would show: whole ones, and those with placeholders as patterns. */
export function englishCatalogueTexts(): { whole: Set<string>; patterns: RegExp[] } {
  const all = [leaves(en), ...Object.values(features).map((m) => leaves(m.messages))].flat();
  const whole = new Set<string>();
  const patterns: RegExp[] = [];
  for (const text of all) {
    if (/<\/?[A-Za-z0-9]+>/.test(text)) continue; // a <Trans> text shows as several nodes
    if (!text.includes('{{')) {
      if (/[A-Za-z]{3}/.test(text)) whole.add(text);
    } else if ((text.replace(PLACEHOLDER, '').match(/[A-Za-z]/g) ?? []).length >= 4) {
      patterns.push(new RegExp(`^${text.split(PLACEHOLDER).map(escape).join('.+?')}$`, 's'));
    }
  }
  return { whole, patterns };
}

/** The texts on `page` that are English catalogue texts, not shown through the pseudo-locale. */
export async function notPseudoOnPage(page: Page, english = englishCatalogueTexts()): Promise<string[]> {
  const shown = await page.evaluate(textsOnPage);
  return [...new Set(shown.filter((text) => english.whole.has(text) || english.patterns.some((p) => p.test(text))))];
}

/** One text cut off by the layout. */
export interface CutText {
  text: string;
  how: string;
  /** A text of the interface (in ⟦…⟧), not a data value such as a course's description. */
  catalogue: boolean;
}

/** Run in the page: every visible element with text of its own that it or one of its 3 nearest ancestors clips. */
function cutTexts(): CutText[] {
  const cut: CutText[] = [];
  const hides = (value: string) => value === 'hidden' || value === 'clip';
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
    if (el.closest('script, style, [hidden], [aria-hidden="true"]') || !el.checkVisibility({ visibilityProperty: true })) continue;
    const own = el.getBoundingClientRect();
    if (own.width <= 1 || own.height <= 1) continue; // visually hidden for screen readers
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    let box: HTMLElement | null = el;
    for (let depth = 0; box && depth < 4 && box !== document.body; depth++, box = box.parentElement) {
      const style = getComputedStyle(box);
      const why =
        (hides(style.overflowX) || style.textOverflow === 'ellipsis') && box.scrollWidth > box.clientWidth + 1
          ? `clipped across (${box.scrollWidth} > ${box.clientWidth} px)`
          : (hides(style.overflowY) || style.webkitLineClamp !== 'none') && box.scrollHeight > box.clientHeight + 1
            ? `clipped down (${box.scrollHeight} > ${box.clientHeight} px${style.webkitLineClamp !== 'none' ? ', line clamp' : ''})`
            : null;
      if (why) {
        cut.push({ text: text.slice(0, 80), how: `${why} at <${box.tagName.toLowerCase()} class="${box.className}">`, catalogue: /[⟦⟧]/.test(text) });
        break;
      }
    }
  }
  return cut;
}

/** The texts on `page` its layout cuts off. */
export function cutTextsOnPage(page: Page): Promise<CutText[]> {
  return page.evaluate(cutTexts);
}
