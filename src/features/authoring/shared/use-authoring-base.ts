/**
 * What the quiz, exercise and deck editors share: the published version loaded from the API, the
 * draft on this device laid over it, and what 'Keep mine' and 'Take the server's' do after a stale publish.
 */
import { useEffect, useState } from 'react';
import type { DraftKind, JsonValue } from '@contract/drafts';
import { useDraft } from '@/data/drafts';
import { showToast } from '@/ui/toast';
import { i18n } from '@/i18n/i18n';
import { authoringNs } from '../messages/en';

/** The published version an editor starts from, as far as it is known. */
export type AuthoringBase<Version> = { state: 'loading' } | { state: 'loaded'; version: Version | null } | { state: 'unreachable' };

interface Options<Content, Version> {
  kind: DraftKind;
  id: string;
  /** The published version, or null when there is none. */
  fetchVersion: (id: string) => Promise<Version | null>;
  /** The content the editor shows: the draft's fields laid over `base`. */
  contentOf: (base: Content, fields: Record<string, JsonValue>) => Content;
  /** A new entity's content. */
  empty: Content;
}

function usePublished<Version>(id: string, fetchVersion: (id: string) => Promise<Version | null>) {
  const [base, setBase] = useState<AuthoringBase<Version>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    fetchVersion(id).then(
      (version) => live && setBase({ state: 'loaded', version }),
      () => live && setBase({ state: 'unreachable' }),
    );
    return () => {
      live = false;
    };
  }, [id, fetchVersion]);
  return [base, (version: Version | null) => setBase({ state: 'loaded', version })] as const;
}

/** The published version, the draft and the content of one authored entity, with the stale-publish choices. */
export function useAuthoringBase<Content extends object, Version extends { version: number; content: Content }>({ kind, id, fetchVersion, contentOf, empty }: Options<Content, Version>) {
  const [base, setBase] = usePublished(id, fetchVersion);
  const published = base.state === 'loaded' ? base.version : null;
  const draft = useDraft(kind, id, published?.version ?? null);
  const content = contentOf(published?.content ?? empty, draft.fields);
  // After 'Keep mine' the draft's base is the server's version at once, before the device copy is read
  // back: a Publish clicked in that instant would otherwise send the old base again (and be refused).
  const [keptBase, setKeptBase] = useState<number | null>(null);
  const baseVersion = keptBase === null ? draft.baseVersion : Math.max(keptBase, draft.baseVersion ?? 0);

  return {
    base,
    published,
    draft,
    content,
    /** The version a publish is sent over (null: never published). */
    baseVersion,
    ready: draft.loaded && base.state !== 'loading',
    /** Saves `value` as the draft's `field`. */
    set: <K extends keyof Content>(field: K, value: Content[K]) => void draft.saveField(String(field), value as JsonValue),
    /** After a publish: the draft is gone, the new version is the base, and a toast says so. */
    async afterPublish(version: number, name: string) {
      await draft.discard();
      setBase(await fetchVersion(id).catch(() => null));
      const t = i18n.getFixedT(null, authoringNs);
      showToast({ color: 'green', title: t('diff.published'), message: t('diff.publishedToast', { version, name }) });
    },
    /** 'Take the server's': the draft is dropped and the server's version shown. */
    async takeServer(server: Version) {
      await draft.discard();
      setBase(server);
    },
    /** 'Keep mine': the author's content becomes a draft over the server's version. */
    async keepMine(server: Version) {
      setKeptBase(server.version);
      // Every field is saved again over the new base, in one write, so the draft holds the whole of the
      // author's content; a Publish clicked meanwhile waits for it (`flush`).
      await draft.saveFields(content as Record<string, JsonValue>, server.version);
      setBase(server);
    },
  };
}
