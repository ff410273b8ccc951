/**
 * Bundled by in-page-sync.ts and injected into a page of the running product, so browser tests and
 * the bench can make real write intents and drive the app's own sync code (the same modules the
 * PWA ships) in real Chromium, before the feature screens that make those writes exist.
 */
import { db } from '@/data/db';
import '@/data/table-hooks';
import { enqueue } from '@/data/sync/outbox';
import { drainOutbox } from '@/data/sync/drain';
import { pullChanges } from '@/data/sync/pull';
import { createFetchTransport } from '@/data/sync/fetch-transport';
import { getClientId } from '@/data/sync/sync-state';
import { readToken } from '@/data/session-storage';

const transport = createFetchTransport({ getToken: async () => readToken(), organisationId: '5' });

const api = {
  /**
   * Queues `count` progress writes for one lesson (sections from `first` on; with `sections`, they
   * cycle through the lesson's sections 0 … sections − 1, as the server refuses any other); resolves to their ids.
   */
  async enqueueProgress(count: number, courseId: string, lessonId: string, first = 0, sections?: number): Promise<number[]> {
    const ids: number[] = [];
    for (let n = first; n < first + count; n += 1) {
      const section = sections ? n % sections : n;
      ids.push(await enqueue('progress.set', { courseId, lessonId, section, progress: 100, completed: true, at: new Date().toISOString() }));
    }
    return ids;
  },
  /** Queues `count` messages to a room the learner is in; resolves to their ids. */
  async enqueueMessages(count: number, roomId: string): Promise<number[]> {
    const ids: number[] = [];
    for (let n = 0; n < count; n += 1) {
      ids.push(await enqueue('message.send', { messageId: crypto.randomUUID(), roomId, body: `Bench message ${n + 1}`, sentAt: new Date().toISOString() }));
    }
    return ids;
  },
  /** Milliseconds one local write (the outbox append in its transaction) takes, median of `runs`. */
  async timeLocalWrite(runs: number, courseId: string, lessonId: string): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await enqueue('progress.set', { courseId, lessonId, section: 1000 + i, progress: 10, completed: false, at: new Date().toISOString() });
      times.push(performance.now() - start);
    }
    return times;
  },
  /** Queues one intent of any name with `args` (checked by the contract as the app's writes are); resolves to its id. */
  enqueueIntent: (name: string, args: unknown): Promise<number> => enqueue(name as never, args as never),
  /** Every row of a synced table on this device (after `pull`), to build writes over the seed. */
  rowsOf: (name: string): Promise<unknown[]> => db.table(name).toArray(),
  /** This device's client id, as its pushes name it (the server's sync log lists it). */
  clientId: () => getClientId(),
  outboxCount: () => db.outbox.count(),
  pendingIds: async () => (await db.outbox.where('status').equals('pending').toArray()).map((row) => row.mutationId),
  drain: () => drainOutbox(transport),
  async pull(): Promise<{ rows: number; ms: number }> {
    const start = performance.now();
    const answer = await pullChanges(transport);
    const rows = Object.values(answer.changes).reduce((n, t) => n + t.put.length, 0);
    return { rows, ms: performance.now() - start };
  },
  tableCount: (name: string) => db.table(name).count(),
};

declare global {
  interface Window {
    inPageSync: typeof api;
  }
}
window.inPageSync = api;
