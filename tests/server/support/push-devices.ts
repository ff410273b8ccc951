/**
 * Devices pushing their outboxes over HTTP as the sync engine's drain does (src/data/sync/drain.ts):
 * the oldest writes first, in batches, the same mutation ids again after a failure, a result of
 * `applied`, `duplicate` or `rejected` settling a write and `skipped` sending it again. Each attempt
 * goes to the next process in turn, as a load balancer would send it, so a dead process's share
 * fails over to the other.
 */
import type { PushResponse } from '../../../contract/sync';
import type { RawMutation } from './sync';

/** An API process as the devices reach it; `inFlight` holds the start times (performance.now) of pushes under way to it. */
export interface Slot {
  url: string;
  inFlight: Set<number>;
}

/** A device: its client id, who is signed in on it, and its outbox. */
export interface Device {
  clientId: string;
  token: string;
  organisationId: string;
  mutations: RawMutation[];
}

/** What the devices saw. */
export interface DevicesOutcome {
  acknowledged: number;
  rejected: { id: number; reason?: string }[];
  /** Whether `interrupt` acted. */
  interrupted: boolean;
  /** Pushes whose connection failed while under way (the process died under them). */
  cutPushes: number;
}

/** Options of {@link runDevices}: the batch size, and a step polled while the devices run (true once it has acted). */
export interface RunOptions {
  batchSize: number;
  interrupt?: (acknowledged: number) => Promise<boolean>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains every device's outbox through `slots`; resolves once all are empty (and `interrupt` has run its course). */
export async function runDevices(devices: Device[], slots: Slot[], options: RunOptions): Promise<DevicesOutcome> {
  const outcome: DevicesOutcome = { acknowledged: 0, rejected: [], interrupted: false, cutPushes: 0 };
  let turn = 0;
  let done = false;

  async function pushOnce(device: Device, batch: RawMutation[]): Promise<PushResponse | 'retry' | number> {
    const slot = slots[turn++ % slots.length]!;
    const started = performance.now();
    slot.inFlight.add(started);
    try {
      const res = await fetch(`${slot.url}/api/sync/push`, {
        method: 'POST',
        headers: { authorization: `Bearer ${device.token}`, 'x-organisation-id': device.organisationId, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: device.clientId, mutations: batch }),
      });
      if (res.status === 200) return (await res.json()) as PushResponse;
      await res.arrayBuffer();
      return res.status === 429 ? Number(res.headers.get('retry-after') ?? 1) * 1000 : 'retry';
    } catch (error) {
      // Refused (the process is down) or cut under way (it died with the push in it): send again.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== 'ECONNREFUSED') outcome.cutPushes += 1;
      return 'retry';
    } finally {
      slot.inFlight.delete(started);
    }
  }

  async function drain(device: Device): Promise<void> {
    const outbox = [...device.mutations];
    while (outbox.length > 0) {
      const answer = await pushOnce(device, outbox.slice(0, options.batchSize));
      if (answer === 'retry') await pause(20);
      else if (typeof answer === 'number') await pause(answer);
      else {
        const settled = new Set<number>();
        for (const result of answer.results) {
          if (result.status === 'skipped') continue;
          settled.add(result.id);
          if (result.status === 'rejected') outcome.rejected.push({ id: result.id, reason: result.reason });
          else outcome.acknowledged += 1;
        }
        for (let i = outbox.length - 1; i >= 0; i -= 1) if (settled.has(outbox[i]!.id)) outbox.splice(i, 1);
      }
    }
  }

  const interrupter = (async () => {
    while (!done && options.interrupt && !outcome.interrupted) {
      if (await options.interrupt(outcome.acknowledged)) outcome.interrupted = true;
      else await pause(1);
    }
  })();
  await Promise.all(devices.map(drain));
  done = true;
  await interrupter;
  return outcome;
}
