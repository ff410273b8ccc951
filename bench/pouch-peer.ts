/**
 * PouchDB as the peer of the outbox drain (issue 55 item 2): the same writes as PouchDB documents,
 * replicated from PouchDB in the same Chromium (pouchdb-browser, its IndexedDB adapter) to a
 * CouchDB-protocol server on loopback started here (express-pouchdb over PouchDB's in-memory
 * adapter), through a slow-4G proxy of the same model as the drain's. The page is served by that
 * server through the proxy, so replication is same-origin (no CORS preflights) and starts on a warm
 * connection, as our drain does. devDependencies only: nothing of it reaches the app's bundle.
 */
import { build } from 'esbuild';
import express from 'express';
import expressPouchdb from 'express-pouchdb';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import PouchCore from 'pouchdb-core';
import memoryAdapter from 'pouchdb-adapter-memory';
import mapreduce from 'pouchdb-mapreduce';
import replication from 'pouchdb-replication';
import { SLOW_4G, startLatencyProxy, type LatencyProxy } from './support/latency-proxy';
import type { Intent } from './support/mixed-outbox';

/** A write as the PouchDB app would keep it: one document, its id the write's own (or the row it upserts). */
export function pouchDoc(intent: Intent): Record<string, unknown> & { _id: string } {
  const a = intent.args;
  const key = (a.messageId ?? a.reviewId ?? a.attemptId) as string | undefined;
  const _id = key ?? (intent.name === 'progress.set' ? `progress:${String(a.lessonId)}:${String(a.section)}` : intent.name);
  return { _id, type: intent.name, ...a };
}

/** One replication: its time, the bytes the proxy carried each way, connections opened and requests made. */
export interface PouchRun { ms: number; up: number; down: number; connections: number; requests: number }

export interface PouchPeer {
  /** One run: `intents` written offline as documents in a new local database, then replicated once. */
  replicate(browser: Browser, intents: readonly Intent[]): Promise<PouchRun>;
  stop(): Promise<void>;
}

async function pouchBundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./support/in-page-pouchdb-entry.ts', import.meta.url))],
    bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  });
  return result.outputFiles[0]!.text;
}

/** Starts the CouchDB-protocol server on loopback and its slow-4G proxy. */
export async function startPouchPeer(): Promise<PouchPeer> {
  const Pouch = PouchCore.plugin(memoryAdapter).plugin(mapreduce).plugin(replication).defaults({ adapter: 'memory' });
  const app = express();
  app.get('/bench', (_req, res) => {
    res.type('html').send('<!doctype html><html lang="en"><title>PouchDB peer</title></html>');
  });
  app.use('/db', expressPouchdb(Pouch, { mode: 'minimumForPouchDB', inMemoryConfig: true, logPath: '/dev/null' }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const direct = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const proxy: LatencyProxy = await startLatencyProxy(direct, SLOW_4G);
  const bundle = await pouchBundle();
  let run = 0;
  return {
    async replicate(browser, intents) {
      run += 1;
      const name = `outbox-${run}-${Date.now()}`;
      const docs = intents.map(pouchDoc);
      // The server's database exists before the device syncs, as a deployed CouchDB's would.
      const created = await fetch(`${direct}/db/${name}`, { method: 'PUT' });
      if (!created.ok) throw new Error(`PUT /db/${name}: ${created.status} ${await created.text()}`);
      const context = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        await page.goto(`${proxy.baseUrl}/bench`);
        await page.addScriptTag({ content: bundle });
        await page.waitForFunction(() => 'benchPouch' in window);
        await context.setOffline(true);
        const held = await page.evaluate(([n, d]) => window.benchPouch.write(n, d), [name, docs] as const);
        if (held !== docs.length) throw new Error(`PouchDB holds ${held} of ${docs.length} documents`);
        await context.setOffline(false);
        const before = proxy.traffic();
        await page.evaluate(() => performance.clearResourceTimings());
        const result = await page.evaluate((remote) => window.benchPouch.replicateMs(remote), `${proxy.baseUrl}/db/${name}`);
        const after = proxy.traffic();
        const requests = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/db/')).length);
        const info = (await (await fetch(`${direct}/db/${name}`)).json()) as { doc_count: number };
        if (!result.ok || info.doc_count !== docs.length) throw new Error(`PouchDB replicated ${result.written}; the server holds ${info.doc_count} of ${docs.length}`);
        return { ms: result.ms, up: after.up - before.up, down: after.down - before.down, connections: after.connections - before.connections, requests };
      } finally {
        await context.close();
        await fetch(`${direct}/db/${name}`, { method: 'DELETE' });
      }
    },
    async stop() {
      await proxy.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
