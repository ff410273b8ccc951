/**
 * Editors' drafts on the server (issue 18, item 1): `draft.save` merges per field (the later
 * `savedAt` wins, whichever device sent it first) and `draft.discard` drops the draft. Only staff of
 * the draft's organisation write its drafts.
 */
import { and, eq } from 'drizzle-orm';
import { draftId, latestSave, mergeDraftFields, type DraftField, type DraftKind } from '../../../contract/drafts';
import type { MutationArgs } from '../../../contract/sync';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { drafts } from '../../db/schema';
import { refuse } from '../../http/problem';
import { authoringPolicy } from './policy';
import { assertMay } from '../../auth/policy';

/** Each field with its `savedAt` written as UTC ISO text (the row schema's form). */
function normalised(fields: Record<string, DraftField>): Record<string, DraftField> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, { value: field.value, savedAt: new Date(field.savedAt).toISOString() }]));
}

/** Merges the sent fields into the draft, creating it when it does not exist. */
export async function saveDraft(db: Database, caller: Caller, args: MutationArgs<'draft.save'>): Promise<void> {
  await assertMay(authoringPolicy, db, caller, 'draft.write', args);
  const id = draftId(args.kind, args.entityId);
  await db
    .insert(drafts)
    .values({ id, organisationId: caller.organisationId, kind: args.kind, entityId: args.entityId, baseVersion: args.baseVersion, fields: {}, updatedBy: caller.id })
    .onConflictDoNothing();
  const [held] = await db.select().from(drafts).where(eq(drafts.id, id)).for('update');
  // Another organisation's draft under the same id: say nothing about it.
  if (!held || held.organisationId !== caller.organisationId) throw refuse(404, 'draft-missing');
  const incoming = normalised(args.fields);
  const fields = mergeDraftFields(held.fields, incoming);
  // The base version travels with the latest save, like a field.
  const baseVersion = latestSave(incoming) >= latestSave(held.fields) ? args.baseVersion : held.baseVersion;
  await db.update(drafts).set({ fields, baseVersion, updatedBy: caller.id, updatedAt: new Date() }).where(eq(drafts.id, id));
}

/** Drops the draft of `kind` `entityId` of the caller's organisation (nothing when there is none). */
export async function discardDraft(db: Database, caller: Caller, args: { kind: DraftKind; entityId: string }): Promise<void> {
  await assertMay(authoringPolicy, db, caller, 'draft.write', args);
  await db.delete(drafts).where(and(eq(drafts.id, draftId(args.kind, args.entityId)), eq(drafts.organisationId, caller.organisationId)));
}
