/**
 * The parts of PouchDB 9 and express-pouchdb 4 the PouchDB peer uses (bench/pouch-peer.ts and its
 * in-page entry). Not @types/pouchdb-*: @types/pouchdb-core declares a global `Buffer` interface
 * that breaks Node's Buffer types for the whole project.
 */
interface BenchPouchDatabase {
  put(doc: Record<string, unknown> & { _id: string }): Promise<{ ok: boolean; id: string; rev: string }>;
  info(): Promise<{ doc_count: number }>;
  replicate: { to(target: string): Promise<{ ok: boolean; docs_written: number }> };
}

interface BenchPouchStatic {
  new (name: string): BenchPouchDatabase;
  plugin(plugin: unknown): BenchPouchStatic;
  defaults(options: { adapter: string }): BenchPouchStatic;
}

declare module 'pouchdb-browser' {
  const PouchDB: BenchPouchStatic;
  export default PouchDB;
}

declare module 'pouchdb-core' {
  const PouchDB: BenchPouchStatic;
  export default PouchDB;
}

declare module 'pouchdb-adapter-memory' {
  const plugin: unknown;
  export default plugin;
}

declare module 'pouchdb-mapreduce' {
  const plugin: unknown;
  export default plugin;
}

declare module 'pouchdb-replication' {
  const plugin: unknown;
  export default plugin;
}

declare module 'express-pouchdb' {
  import type { RequestHandler } from 'express';

  interface ExpressPouchdbOptions {
    /** 'fullCouchDB' (default), 'minimumForPouchDB' or 'custom'. */
    mode?: 'fullCouchDB' | 'minimumForPouchDB' | 'custom';
    /** Keep the server's config in memory instead of a config.json in the working folder. */
    inMemoryConfig?: boolean;
    logPath?: string;
  }

  export default function expressPouchdb(pouchdb: BenchPouchStatic, options?: ExpressPouchdbOptions): RequestHandler;
}
