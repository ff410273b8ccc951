/**
 * Bundled by bench/pouch-peer.ts and injected into a blank page served beside the CouchDB-protocol
 * server: the peer the drain is measured against (issue 55 item 2), PouchDB as a learner's app would
 * use it. Each write is a document put one at a time in a local database on IndexedDB
 * (pouchdb-browser's default adapter), while the context is offline; then one one-shot replication
 * to the remote database, PouchDB's own code unchanged (its default batch size and checkpoints).
 */
import PouchDB from 'pouchdb-browser';

let local: BenchPouchDatabase | undefined;

const api = {
  /** Puts `docs` one by one in a new local database `name`; answers how many it holds. */
  async write(name: string, docs: Array<Record<string, unknown> & { _id: string }>): Promise<number> {
    local = new PouchDB(name);
    for (const doc of docs) await local.put(doc);
    return (await local.info()).doc_count;
  },
  /** Milliseconds of one replication of the local database to `remote` (an http URL), and what it says it wrote. */
  async replicateMs(remote: string): Promise<{ ms: number; written: number; ok: boolean }> {
    const start = performance.now();
    const result = await local!.replicate.to(remote);
    return { ms: performance.now() - start, written: result.docs_written, ok: result.ok };
  },
};

declare global {
  interface Window {
    benchPouch: typeof api;
  }
}
window.benchPouch = api;
