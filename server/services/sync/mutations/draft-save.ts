/** `draft.save` and `draft.discard`: editors' drafts (see services/authoring/drafts.ts). */
import { discardDraft, saveDraft } from '../../authoring/drafts';
import type { MutationHandler } from './registry';

/** Applies `draft.save`. */
export const draftSave: MutationHandler<'draft.save'> = (db, caller, args) => saveDraft(db, caller, args);

/** Applies `draft.discard`. */
export const draftDiscard: MutationHandler<'draft.discard'> = (db, caller, args) => discardDraft(db, caller, args);
