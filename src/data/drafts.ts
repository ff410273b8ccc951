/**
 * Editors' drafts on this device (issue 18, item 1). Every `saveField` writes this device's copy
 * (`localDrafts`) at once, so a reload, a crash or going offline loses nothing; the fields saved in
 * the last moments are sent together as one `draft.save` (debounced). The editor shows, field by
 * field, the later of this device's save and the pulled server draft (`drafts`), and `serverNewer`
 * says when another device saved a field after this one did.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { draftId, latestSave, mergeDraftFields, savedLater, type DraftKind, type JsonValue } from '@contract/draft-fields';
import type { DraftField } from '@contract/drafts';
import { db, type LocalDraftRow } from './db';
import { useLiveQuery } from './live-query';
import { declareIntent, intentGroup } from './sync/intents';
import { enqueue } from './sync/outbox';
import { pendingWrites } from './sync/writes';

/** How long typing may pause before the fields saved so far are queued for the server. */
export const DRAFT_SEND_DELAY_MS = 800;

// A refused save or discard changes nothing locally: this device's copy stays until it is discarded.
const draftSaveIntent = declareIntent('draft.save', { tables: () => [] });
const draftDiscardIntent = declareIntent('draft.discard', {
  tables: () => [db.localDrafts, db.drafts],
});

type Fields = Record<string, DraftField>;

/** A time after `previous` (a device clock that went back still orders a field's saves). */
function nextSavedAt(previous: DraftField | undefined, now: Date): string {
  const at = Math.max(now.getTime(), previous ? Date.parse(previous.savedAt) + 1 : 0);
  return new Date(at).toISOString();
}

/** Writes `fields` as this device's saves (each unless a later save of it is already held); `rebase` also sets the draft's base. */
async function writeLocalFields(kind: DraftKind, entityId: string, baseVersion: number | null, fields: Fields, rebase = false): Promise<void> {
  const id = draftId(kind, entityId);
  await db.transaction('rw', db.localDrafts, async () => {
    const held = await db.localDrafts.get(id);
    const newer = Object.fromEntries(Object.entries(fields).filter(([name, field]) => !held || savedLater(field, held.fields[name])));
    if (held && !rebase && Object.keys(newer).length === 0) return;
    const row: LocalDraftRow = held
      ? { ...held, ...(rebase ? { baseVersion } : {}), fields: { ...held.fields, ...newer } }
      : { id, kind, entityId, baseVersion, fields: newer };
    await db.localDrafts.put(row);
  });
}

/** Saves one field on this device; resolves to the field as saved. */
export async function saveLocalField(
  kind: DraftKind,
  entityId: string,
  baseVersion: number | null,
  name: string,
  value: JsonValue,
  now = new Date(),
): Promise<DraftField> {
  const held = await db.localDrafts.get(draftId(kind, entityId));
  const field: DraftField = { value, savedAt: nextSavedAt(held?.fields[name], now) };
  await writeLocalFields(kind, entityId, baseVersion, { [name]: field });
  return field;
}

/** Queues `fields` of a draft for the server. */
export function queueDraftFields(kind: DraftKind, entityId: string, baseVersion: number | null, fields: Fields): Promise<number> {
  return enqueue('draft.save', { kind, entityId, baseVersion, fields });
}

/** This device's fields the server does not hold yet and no queued write carries: sent again (after a reload or crash). */
export async function resendUnsent(kind: DraftKind, entityId: string): Promise<void> {
  const id = draftId(kind, entityId);
  const [local, server, pending] = await Promise.all([db.localDrafts.get(id), db.drafts.get(id), pendingWrites('draft.save', { kind, entityId })]);
  if (!local) return;
  const queued = new Set(pending.flatMap((write) => Object.entries(write.args.fields).map(([name, field]) => `${name}@${field.savedAt}`)));
  const unsent = Object.fromEntries(
    Object.entries(local.fields).filter(([name, field]) => savedLater(field, server?.fields[name]) && !queued.has(`${name}@${field.savedAt}`)),
  );
  if (Object.keys(unsent).length) await queueDraftFields(kind, entityId, local.baseVersion, unsent);
}

/** Drops the draft here and (queued) on the server. */
export function discardDraft(kind: DraftKind, entityId: string): Promise<number> {
  const id = draftId(kind, entityId);
  return enqueue('draft.discard', { kind, entityId }, {
    tables: [db.localDrafts, db.drafts],
    applyLocally: () => Promise.all([db.localDrafts.delete(id), db.drafts.delete(id)]),
  });
}

/** Whether the server holds a field another device saved after this device last saved (that field, or any field it never touched here). */
export function isServerNewer(local: Fields | undefined, server: Fields | undefined): boolean {
  if (!local || !server || Object.keys(local).length === 0) return false;
  const localLatest = latestSave(local);
  return Object.entries(server).some(([name, field]) =>
    local[name] ? savedLater(field, local[name]) && JSON.stringify(field.value) !== JSON.stringify(local[name].value) : Date.parse(field.savedAt) > localLatest,
  );
}

/** A draft as an editor uses it. */
export interface Draft {
  /** False until both copies were read from the device. */
  loaded: boolean;
  /** Each field's value (the later of this device's save and the server's). */
  fields: Record<string, JsonValue>;
  /** Whether this device holds saves of this draft ('Draft saved on this device'). */
  savedOnDevice: boolean;
  /** The published version the draft started from (null: none). */
  baseVersion: number | null;
  /** The server holds a field saved later on another device (shown; `acceptServer` makes this device's copy agree). */
  serverNewer: boolean;
  saveField(name: string, value: JsonValue): Promise<void>;
  /** Saves several fields in one write; with `rebaseTo`, the draft starts from that version from now on ('Keep mine'). */
  saveFields(values: Record<string, JsonValue>, rebaseTo?: number | null): Promise<void>;
  acceptServer(): Promise<void>;
  discard(): Promise<void>;
  /** Queues what is saved but not sent yet (before publishing, or leaving). */
  flush(): Promise<void>;
}

/** The draft of `kind` `entityId`; `initialBase` is the version to start from when there is no draft yet. */
export function useDraft(kind: DraftKind, entityId: string, initialBase: number | null = null): Draft {
  const id = draftId(kind, entityId);
  const local = useLiveQuery(() => db.localDrafts.get(id).then((row) => row ?? null), [id]);
  const server = useLiveQuery(() => db.drafts.get(id).then((row) => row ?? null), [id]);
  const unsent = useRef<Fields>({});
  // What was typed in this editor, shown at once (the device copy is read back asynchronously).
  const [typed, setTyped] = useState<Fields>({});
  const typedRef = useRef<Fields>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const baseVersion = local?.baseVersion ?? server?.baseVersion ?? initialBase;
  const baseRef = useRef(baseVersion);
  useEffect(() => {
    baseRef.current = baseVersion;
  }, [baseVersion]);

  // This device's writes of the draft in progress: a flush (before a publish) and a discard wait for them.
  const saving = useRef<Promise<void>>(Promise.resolve());
  // The flushes in progress, one after another: a flush (a Publish's) returns only when every save
  // made before it is queued, also those a debounced flush had already taken and was still queuing,
  // and a discard is queued after them (issue 49: a save queued after the discard made a new draft).
  const flushing = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback((): Promise<void> => {
    const run = flushing.current.then(async () => {
      await saving.current;
      clearTimeout(timer.current);
      const fields = unsent.current;
      unsent.current = {};
      if (Object.keys(fields).length) await queueDraftFields(kind, entityId, baseRef.current, fields);
    });
    flushing.current = run.catch(() => undefined);
    return run;
  }, [kind, entityId]);

  const loaded = local !== undefined && server !== undefined;
  useEffect(() => {
    if (loaded) void resendUnsent(kind, entityId);
  }, [loaded, kind, entityId]);

  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void flush();
    };
  }, [flush]);

  const saveFields = useCallback(
    (values: Record<string, JsonValue>, rebaseTo?: number | null): Promise<void> => {
      const now = new Date();
      const fields: Fields = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, { value, savedAt: nextSavedAt(typedRef.current[name] ?? local?.fields[name], now) }]),
      );
      typedRef.current = { ...typedRef.current, ...fields };
      setTyped(typedRef.current);
      const rebase = rebaseTo !== undefined;
      if (rebase) baseRef.current = rebaseTo;
      const base = baseRef.current;
      // Started at once (the device orders its writes), so a page closed now still keeps them.
      const write = writeLocalFields(kind, entityId, base, fields, rebase).then(() => {
        unsent.current = { ...unsent.current, ...fields };
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flush(), DRAFT_SEND_DELAY_MS);
      });
      saving.current = Promise.all([saving.current, write.catch(() => undefined)]).then(() => undefined);
      return write;
    },
    [kind, entityId, flush, local],
  );
  const saveField = useCallback((name: string, value: JsonValue) => saveFields({ [name]: value }), [saveFields]);

  const acceptServer = useCallback(async () => {
    const serverFields = (await db.drafts.get(id))?.fields ?? {};
    await db.transaction('rw', db.localDrafts, async () => {
      const held = await db.localDrafts.get(id);
      if (held) await db.localDrafts.put({ ...held, fields: mergeDraftFields(held.fields, serverFields) });
    });
  }, [id]);

  const discard = useCallback(async () => {
    await saving.current;
    await flushing.current;
    clearTimeout(timer.current);
    unsent.current = {};
    typedRef.current = {};
    setTyped({});
    await discardDraft(kind, entityId);
  }, [kind, entityId]);

  const fields = useMemo(() => {
    const merged = mergeDraftFields(mergeDraftFields(server?.fields ?? {}, local?.fields ?? {}), typed);
    return Object.fromEntries(Object.entries(merged).map(([name, field]) => [name, field.value]));
  }, [local, server, typed]);

  return {
    loaded,
    fields,
    savedOnDevice: Boolean((local && Object.keys(local.fields).length) || Object.keys(typed).length),
    baseVersion,
    serverNewer: isServerNewer(local?.fields, server?.fields),
    saveField,
    saveFields,
    acceptServer,
    discard,
    flush,
  };
}

/** The intents of drafts, for the app's list (src/app/intents.ts). */
export const draftIntents = intentGroup(draftSaveIntent, draftDiscardIntent);
