/**
 * Drafts of editors without zod (contract/drafts.ts has their schemas and re-exports these): what a
 * draft edits, its id, and the per-field merge (the later `savedAt` of a field wins), for the page's
 * sync and editors, which load no schema.
 */

/** What a draft edits. */
export const draftKinds = ['quiz', 'exercise', 'deck', 'course'] as const;
export type DraftKind = (typeof draftKinds)[number];

/** A JSON value (what a draft field holds). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The id of the draft of `kind` `entityId`. */
export const draftId = (kind: DraftKind, entityId: string) => `${kind}:${entityId}`;

/** Whether field `a` was saved after field `b` (a missing `b` is older than anything). */
export function savedLater(a: { savedAt: string }, b: { savedAt: string } | undefined): boolean {
  return b === undefined || Date.parse(a.savedAt) > Date.parse(b.savedAt);
}

/** The latest `savedAt` among `fields`, in ms (0 when empty). */
export function latestSave(fields: Record<string, { savedAt: string }>): number {
  return Math.max(0, ...Object.values(fields).map((field) => Date.parse(field.savedAt)));
}

/** Per-field merge: each field keeps the value saved later (on a tie, the one already held). */
export function mergeDraftFields<F extends { savedAt: string }>(held: Record<string, F>, incoming: Record<string, F>): Record<string, F> {
  const merged = { ...held };
  for (const [name, field] of Object.entries(incoming)) {
    if (savedLater(field, held[name])) merged[name] = field;
  }
  return merged;
}
