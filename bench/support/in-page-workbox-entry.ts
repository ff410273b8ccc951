/**
 * Bundled by bench/peer.ts and injected into a page of the product: the peer the drain is measured
 * against, Workbox's `workbox-background-sync` Queue (the queue a Workbox PWA puts failed POSTs in),
 * holding the same writes as one request per write and replaying them with its own
 * `replayRequests()`. The Queue is written for a service worker; in a page it needs
 * `self.registration`, which a page lacks: an object without `sync` makes the Queue use its
 * documented fallback (replay on start-up, and when asked), the path browsers without Background
 * Sync take. The replay loop itself is Workbox's code, unchanged.
 */
import { Queue } from 'workbox-background-sync';

interface PageWithRegistration { registration?: object }

let queue: Queue | undefined;

const api = {
  /** Queues `count` pushes of one `progress.set` each (mutation ids 1…count of a new client; the seeded lesson's 3 sections in turn). */
  async enqueue(count: number, courseId: string, lessonId: string, token: string, clientId: string): Promise<void> {
    const page = self as PageWithRegistration;
    page.registration ??= {};
    queue ??= new Queue('bench-peer');
    for (let id = 1; id <= count; id += 1) {
      const args = { courseId, lessonId, section: (id - 1) % 3, progress: 100, completed: true, at: new Date().toISOString() };
      await queue.pushRequest({
        request: new Request('/api/sync/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-organisation-id': '5' },
          body: JSON.stringify({ clientId, mutations: [{ id, name: 'progress.set', args }] }),
        }),
      });
    }
  },
  /** Milliseconds of Workbox's own replay of everything queued, and the requests it made (its fetches, counted). */
  async replay(): Promise<{ ms: number; requests: number }> {
    const fetchBefore = self.fetch;
    let requests = 0;
    self.fetch = (input, init) => {
      requests += 1;
      return fetchBefore(input, init);
    };
    try {
      const start = performance.now();
      await queue!.replayRequests();
      return { ms: performance.now() - start, requests };
    } finally {
      self.fetch = fetchBefore;
    }
  },
  queued: async (): Promise<number> => (await queue!.getAll()).length,
};

declare global {
  interface Window {
    benchPeer: typeof api;
  }
}
window.benchPeer = api;
