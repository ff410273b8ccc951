/**
 * What the popup sweep reads from the page: the controls that open something (found by their ARIA
 * attributes, so a new screen is covered without a list to keep), and where the thing they opened
 * is drawn. The functions passed to `evaluate` run in the page and use nothing from this module.
 */
import type { ElementHandle, Locator, Page } from 'playwright-core';

/** Every control that says it opens a popup: Mantine's Select/MultiSelect/Combobox, Menu and Popover targets, dialog buttons. */
export const TRIGGERS = '[aria-haspopup]:not([aria-haspopup="false"]), [role="combobox"]';

/** What a trigger opens: a list of options, a menu, a popover (Popover.Target) or a modal dialog. */
export type PopupKind = 'listbox' | 'menu' | 'popover' | 'dialog';

/** One trigger on the screen: its index among all `TRIGGERS`, its kind, a readable name and a group key. */
export interface TriggerInfo {
  index: number;
  kind: PopupKind;
  name: string;
  /** Triggers alike (one per table row, or named alike but for a number) share it; the sweep opens the first and the last of a group. */
  group: string;
}

/**
 * The usable triggers on the screen: visible, enabled, not under an inert or hidden part; with
 * `inDialog`, only those inside the topmost open dialog, else only those outside every dialog.
 */
export function listTriggers(page: Page, inDialog: boolean): Promise<TriggerInfo[]> {
  return page.evaluate(
    ({ selector, inDialog }) => {
      const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter(shown);
      const scope = inDialog ? (dialogs[dialogs.length - 1] ?? null) : null;
      const found: {
        index: number;
        kind: 'listbox' | 'menu' | 'popover' | 'dialog';
        name: string;
        group: string;
      }[] = [];
      document.querySelectorAll(selector).forEach((el, index) => {
        if (!shown(el) || el.closest('[inert], [aria-hidden="true"]')) return;
        if ((el as HTMLInputElement).disabled || el.getAttribute('aria-disabled') === 'true' || el.hasAttribute('data-disabled')) return;
        if (scope ? !scope.contains(el) : el.closest('[role="dialog"]')) return;
        const popup = el.getAttribute('aria-haspopup');
        const kind =
          popup === 'listbox' || el.getAttribute('role') === 'combobox' ? 'listbox' : popup === 'dialog' ? (el.hasAttribute('aria-expanded') ? 'popover' : 'dialog') : 'menu';
        const labels = (el as HTMLInputElement).labels;
        const name = (el.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        let chain = '';
        for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) chain = `${a.tagName}>${chain}`;
        found.push({
          index,
          kind,
          name,
          // Numbers aside, so "Tags of card 1" … "Tags of card 6" are one control repeated.
          group: `${kind}|${el.closest('tr') ? 'row' : name.replace(/\d+/g, '#')}|${chain}`,
        });
      });
      return found;
    },
    { selector: TRIGGERS, inDialog },
  );
}

/** The first and the last trigger of each group: rows alike are one control, the last the one most likely to open off screen. */
export function pickPerGroup(triggers: TriggerInfo[]): TriggerInfo[] {
  const groups = new Map<string, TriggerInfo[]>();
  for (const t of triggers) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  return [...groups.values()].flatMap((g) => (g.length > 1 ? [g[0]!, g[g.length - 1]!] : g));
}

/** Where an opened popup is drawn and whether a pointer at its centre reaches it. */
export interface PopupPlace {
  box: { x: number; y: number; width: number; height: number };
  viewport: { width: number; height: number };
  inViewport: boolean;
  /** The element at the popup's centre is the popup or inside it. */
  onTop: boolean;
  /** It or an ancestor is positioned absolute/fixed: it floats over the page instead of being laid out below it. */
  floats: boolean;
  /** What a pointer at the centre hits, for the message. */
  hit: string;
  /** How many triggers it holds (a dialog's fields). */
  innerTriggers: number;
  /** The id of the list/menu/popover it controls (for options), if any. */
  controls: string | null;
}

/** Where the popup `trigger` opened is (null while nothing is open): by `aria-controls`, or the topmost visible dialog. */
export function placeOfPopup(trigger: Locator, kind: PopupKind): Promise<PopupPlace | null> {
  return trigger.evaluate(
    (el, { kind, selector }) => {
      const shown = (e: Element) => e.getClientRects().length > 0;
      const controls = el.getAttribute('aria-controls');
      let popup: Element | null = controls ? document.getElementById(controls) : null;
      if (popup && kind === 'listbox') popup = popup.closest('.mantine-Popover-dropdown') ?? popup;
      if (!popup && kind === 'dialog') popup = [...document.querySelectorAll('[role="dialog"]')].filter(shown).pop() ?? null;
      if (!popup || !shown(popup)) return null;
      const r = popup.getBoundingClientRect();
      const vw = document.documentElement.clientWidth;
      const vh = window.innerHeight;
      const hitEl = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      let floats = false;
      for (let a: Element | null = popup; a && a !== document.body; a = a.parentElement) {
        const position = getComputedStyle(a).position;
        if (position === 'fixed' || position === 'absolute') floats = true;
      }
      return {
        box: {
          x: Math.round(r.left),
          y: Math.round(r.top),
          width: Math.round(r.width),
          height: Math.round(r.height),
        },
        viewport: { width: vw, height: vh },
        inViewport: r.width > 0 && r.height > 0 && r.left >= -1 && r.top >= -1 && r.right <= vw + 1 && r.bottom <= vh + 1,
        onTop: !!hitEl && (hitEl === popup || popup.contains(hitEl)),
        floats,
        hit: hitEl
          ? `${hitEl.tagName.toLowerCase()}${hitEl.className && typeof hitEl.className === 'string' ? `.${hitEl.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`
          : 'nothing',
        controls,
        innerTriggers: popup.querySelectorAll(selector).length,
      };
    },
    { kind, selector: TRIGGERS },
  );
}

/** What the field of a trigger shows (its inputs' values, pills and the page URL): choosing an option must change it. */
export function fieldValue(trigger: ElementHandle): Promise<string> {
  return trigger.evaluate((node) => {
    const el = node as Element;
    if (!el.isConnected) return 'detached';
    const field = el.closest('.mantine-InputWrapper-root') ?? el.parentElement ?? el;
    const values = [...field.querySelectorAll('input')].map((i) => i.value);
    return JSON.stringify([location.href, values, field.textContent]);
  });
}
