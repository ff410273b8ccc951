/**
 * The local database (Dexie over IndexedDB): every schema version lives here and an old version is
 * never edited (CONVENTIONS §5). Version 1 is deliberately small — the outbox, the sync
 * bookkeeping and the token mirror for the service worker; the cached-content tables arrive as
 * version(2) with the issue that syncs content.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { MutationName } from '@contract/sync';

/** A queued write intent (DESIGN §2.2): deleted only after the server has answered it. */
export interface OutboxRow {
  seq?: number;
  mutationId: number;
  name: MutationName;
  args: unknown;
  status: 'pending' | 'failed';
  createdAt: string;
  error?: string;
}

/** Sync bookkeeping, one row per key. */
export interface SyncStateRow {
  key: 'clientId' | 'cursor' | 'lastMutationId' | 'lastSyncedAt';
  value: string | number | null;
}

/** The session token mirrored for the service worker, which cannot read localStorage. */
export interface SessionMirrorRow {
  key: 'token';
  value: string;
}

/** The app's local database. */
export type LocalDb = Dexie & {
  outbox: EntityTable<OutboxRow, 'seq'>;
  syncState: EntityTable<SyncStateRow, 'key'>;
  sessionMirror: EntityTable<SessionMirrorRow, 'key'>;
};

/** The one database of the app, named 'learning-platform'. */
export const db = new Dexie('learning-platform') as LocalDb;

db.version(1).stores({
  outbox: '++seq, mutationId, name, status',
  syncState: 'key',
  sessionMirror: 'key',
});
