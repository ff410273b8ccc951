/**
 * The push worker of one API process (issue 53): drains the queue when a push committed new
 * deliveries (the live bus's push topic, from any process), every few seconds for retries and ends
 * of quiet hours, and runs the clock's notifications every minute. Several processes may run it:
 * the queue's claims and the notifications' dedupe keys keep every push single.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { LiveBus } from '../../live/bus';
import { pushQueueTopic } from '../../live/topics';
import { drainDeliveries, type SendOptions } from './deliver';
import { runScheduled } from './scheduled';

export interface PushWorker {
  /** Drains now (resolves when this round is done). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

export function startPushWorker(deps: { db: Database; live?: LiveBus; logger: Logger; send: SendOptions; drainEveryMs?: number; scheduleEveryMs?: number; clock?: () => Date }): PushWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const clock = deps.clock ?? (() => new Date());
  const serial = (work: () => Promise<unknown>, what: string) => {
    running = running.then(work).then(() => undefined, (error: unknown) => deps.logger.warn({ err: error }, `push worker: ${what} failed`));
    return running;
  };
  const drain = () => (stopped ? running : serial(() => drainDeliveries(deps.db, deps.send), 'sending'));
  const unsubscribe = deps.live?.subscribe(pushQueueTopic(), () => void drain());
  const drainTimer = setInterval(() => void drain(), deps.drainEveryMs ?? 5_000);
  const scheduleTimer = setInterval(() => {
    if (!stopped) void serial(() => runScheduled(deps.db, clock()), 'scheduled notifications').then(drain);
  }, deps.scheduleEveryMs ?? 60_000);
  drainTimer.unref();
  scheduleTimer.unref();
  void drain();
  return {
    drain,
    async stop() {
      stopped = true;
      clearInterval(drainTimer);
      clearInterval(scheduleTimer);
      unsubscribe?.();
      await running;
    },
  };
}
