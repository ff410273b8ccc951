/**
 * A device for server tests (issue 49): the PWA's real sync code (src/data/sync: outbox, drain,
 * pull, recovery) on its own in-memory IndexedDB, talking to the in-process app through the real
 * fetch transport. The PWA's modules share one Dexie instance, so devices take turns:
 * `switchToDevice` points it at a device's IndexedDB (each device is a fake-indexeddb factory of its own).
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { PushRequest } from '../../../contract/sync';
import { db } from '../../../src/data/db';
import '../../../src/data/table-hooks';
import { drainOutbox, type DrainOutcome } from '../../../src/data/sync/drain';
import { createFetchTransport } from '../../../src/data/sync/fetch-transport';
import { pullChanges } from '../../../src/data/sync/pull';
import { recoverFromServerLoss } from '../../../src/data/sync/recovery';
import type { SyncTransport } from '../../../src/data/sync/transport';

/** One device: its IndexedDB, who is signed in on it, and every push it sent with the answer's status. */
export interface TestDevice {
  name: string;
  factory: IDBFactory;
  token: string;
  org: string;
  pushes: { mutations: number; bytes: number; status: number }[];
}

/** The app a device talks to (any instance on any database). */
export interface DeviceServer { app: { request: (input: string, init?: RequestInit) => Response | Promise<Response> } }

let current: TestDevice | undefined;

/** A new device with an empty database, signed in with `token`. */
export function newDevice(token: string, org = '5', name: string = randomUUID()): TestDevice {
  return { name, factory: new IDBFactory(), token, org, pushes: [] };
}

/** Makes `device`'s IndexedDB the one the PWA's modules use, until another device is used. */
export async function switchToDevice(device: TestDevice): Promise<void> {
  if (current === device && db.isOpen()) return;
  db.close();
  // Dexie keeps the factory it opens with per instance (`_deps`, read when the module loaded, maybe
  // before fake-indexeddb was installed); the PWA never changes it.
  Object.assign((db as unknown as { _deps: object })._deps, { indexedDB: device.factory, IDBKeyRange });
  await db.open();
  current = device;
}

/** The real fetch transport from `device` to `server`, recording each push's size and status. */
export function transportOf(server: DeviceServer, device: TestDevice): SyncTransport {
  return createFetchTransport({
    getToken: async () => device.token,
    organisationId: device.org,
    fetch: async (input, init) => {
      const response = await server.app.request(String(input), init);
      if (String(input).endsWith('/sync/push')) {
        // Larger pushes go gzipped (fetch-transport.ts): their JSON read back (`bytes` is its size).
        const sent = init?.body instanceof Uint8Array ? init.body : undefined;
        const body = sent ? gunzipSync(sent).toString() : String(init?.body ?? '');
        device.pushes.push({ mutations: (JSON.parse(body) as PushRequest).mutations.length, bytes: Buffer.byteLength(body), status: response.status });
      }
      return response;
    },
  });
}

/**
 * One sync as the engine runs it (engine.ts, without its timers): drain, pull, and after a recovery
 * from a server that lost writes, the same again. Returns the drain's outcome.
 */
export async function syncDevice(server: DeviceServer, device: TestDevice): Promise<DrainOutcome> {
  await switchToDevice(device);
  const transport = transportOf(server, device);
  for (let round = 0; ; round += 1) {
    const drained = await drainOutbox(transport);
    if (drained.kind !== 'empty') return drained;
    const pulled = await pullChanges(transport);
    if (round > 0 || !(await recoverFromServerLoss(pulled.lastMutationId))) return drained;
  }
}
