/**
 * Drafts of editors (issue 18, item 1): an author's unpublished edits of a quiz, exercise, deck or
 * course, kept per field so two devices merge by field (the later `savedAt` of a field wins on the
 * server). Staff of the organisation (teachers and admins) receive the organisation's drafts.
 */
import { z } from 'zod';
import { draftKinds, type JsonValue } from './draft-fields';
import { clientDateTime, id, isoDateTime, withSample } from './fields';

export { draftId, draftKinds, latestSave, mergeDraftFields, savedLater, type DraftKind, type JsonValue } from './draft-fields';

/** The most fields one draft holds, and the longest field name. */
export const DRAFT_MAX_FIELDS = 100;
export const DRAFT_FIELD_NAME_MAX = 64;
/** The largest JSON text of one field's value (a quiz's whole question list is one field). */
export const DRAFT_FIELD_VALUE_MAX_CHARS = 500_000;

export const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

/** One field's saved value and when its author saved it (their device's clock). */
export const draftFieldSchema = z.strictObject({ value: jsonValue, savedAt: isoDateTime });
export type DraftField = z.infer<typeof draftFieldSchema>;

const fieldName = z.string().min(1).max(DRAFT_FIELD_NAME_MAX).regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'must be a letter then letters, digits, _ . or -');

/** A draft row: id `<kind>:<entityId>`. `baseVersion`: the published version the draft started from (null: never published). */
export const draftRowSchema = z.object({
  id,
  kind: z.enum(draftKinds),
  entityId: id,
  baseVersion: z.number().int().min(1).nullable(),
  fields: z.record(z.string(), draftFieldSchema),
  updatedAt: isoDateTime,
});
export type DraftRowData = z.infer<typeof draftRowSchema>;

const clientField = z
  .strictObject({ value: jsonValue, savedAt: clientDateTime })
  .refine((field) => JSON.stringify(field.value).length <= DRAFT_FIELD_VALUE_MAX_CHARS, `a field's value must be at most ${DRAFT_FIELD_VALUE_MAX_CHARS} characters of JSON`);

/** `draft.save`: some fields of a draft; on the server each field is kept only if its `savedAt` is later than the stored one's. */
export const draftSaveArgs = z.strictObject({
  kind: z.enum(draftKinds),
  entityId: id,
  baseVersion: z.int32().min(1).nullable(),
  fields: z
    .record(fieldName, clientField)
    .refine((fields) => Object.keys(fields).length >= 1 && Object.keys(fields).length <= DRAFT_MAX_FIELDS, `between 1 and ${DRAFT_MAX_FIELDS} fields`),
});

/** `draft.discard`: drops the draft (on every device, through pull). */
export const draftDiscardArgs = z.strictObject({ kind: z.enum(draftKinds), entityId: id });

// Valid args over the demo seed, for the fuzz test to break (fields.ts, `withSample`).
withSample(draftSaveArgs, () => ({ kind: 'quiz' as const, entityId: crypto.randomUUID(), baseVersion: null, fields: { name: { value: 'Loops', savedAt: new Date().toISOString() } } }));
withSample(draftDiscardArgs, () => ({ kind: 'quiz' as const, entityId: crypto.randomUUID() }));

/** The write intents of drafts, by name, with their args' schemas (spread into contract/intents.ts). */
export const draftIntentArgs = {
  'draft.save': draftSaveArgs,
  'draft.discard': draftDiscardArgs,
} as const;
