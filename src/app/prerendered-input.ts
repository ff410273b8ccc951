/**
 * What a person did in the prerendered /login before the app took it over (issue 55, item 7): the
 * markup takes input from its first paint, and React's first commit replaces it with its own
 * fields, so the text typed, the focused field and a submit asked for are carried over to them.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Set on #root by the page's inline script (server/http/start-after-paint.ts) when the markup's form was submitted. */
export const SUBMIT_REQUESTED_ATTRIBUTE = 'data-submit-requested';

const fieldsOf = (root: HTMLElement): Field[] => [...root.querySelectorAll<Field>('input, textarea')];
const takesText = (field: Field) => !(field instanceof HTMLInputElement) || !['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(field.type);

/**
 * Sets a field's value as typing does: through the element's own setter (React tracks values set
 * through the instance's), then an `input` event, so the app's change handler records it.
 */
function typeInto(field: Field, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Takes note of the prerendered fields in `root` (call before React renders into it); the returned
 * function, called in a layout effect of React's first commit (before that frame paints, so nothing
 * typed can fall between), gives React's fields at the same places the values typed, the focus,
 * and, when the markup's form was submitted, submits React's form.
 */
export function carryPrerenderedInput(root: HTMLElement): () => void {
  const before = fieldsOf(root);
  let focused = before.findIndex((field) => field === document.activeElement);
  const onFocus = (event: FocusEvent) => {
    const index = before.indexOf(event.target as Field);
    if (index >= 0) focused = index;
  };
  root.addEventListener('focusin', onFocus);
  return () => {
    root.removeEventListener('focusin', onFocus);
    const after = fieldsOf(root);
    before.forEach((old, index) => {
      const field = after[index];
      // Only a field the person changed, and only into the same kind of field (the screens are the same).
      if (!field || field.type !== old.type || !takesText(old) || old.value === old.defaultValue || field.value === old.value) return;
      typeInto(field, old.value);
    });
    const field = focused >= 0 ? after[focused] : undefined;
    if (field && field.type === before[focused]?.type && !root.contains(document.activeElement)) {
      field.focus();
      try {
        field.setSelectionRange(field.value.length, field.value.length);
      } catch {
        // An email field has no selection API; its caret is already at the end.
      }
    }
    const submitted = root.getAttribute(SUBMIT_REQUESTED_ATTRIBUTE);
    if (submitted !== null) {
      root.removeAttribute(SUBMIT_REQUESTED_ATTRIBUTE);
      const form = root.querySelectorAll('form')[Number(submitted) || 0];
      // After the commit: the app's submit handler updates state, which a layout effect should not start.
      if (form) setTimeout(() => form.requestSubmit(), 0);
    }
  };
}
