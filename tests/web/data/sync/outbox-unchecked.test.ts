// A write made while the intents' schemas cannot load (offline on a first visit, before the service
// worker has cached their chunk) is still saved with its local change and queued, not lost; a write
// whose schemas load is still checked (tests/web/data/sync/drain.test.ts refuses a bad one).
import { beforeEach, expect, test, vi } from 'vitest';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { enqueue } from '@/data/sync/outbox';

// As the browser answers a dynamic import whose chunk cannot be fetched.
vi.mock('@contract/sync', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/sync-x.js');
});

beforeEach(async () => {
  await clearLocalUserData();
});

test('queues the intent and applies its local change when the schemas cannot load', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const at = '2026-11-27T10:00:00.000Z';
  const id = await enqueue(
    'enrolment.request',
    { courseId: 'c1', at },
    { tables: [db.enrolments], applyLocally: () => db.enrolments.put({ id: 'c1', courseId: 'c1', status: 'pending', updatedAt: at }) },
  );
  expect(await db.outbox.toArray()).toMatchObject([{ mutationId: id, name: 'enrolment.request', args: { courseId: 'c1', at }, status: 'pending' }]);
  expect(await db.enrolments.get('c1')).toMatchObject({ status: 'pending' });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('queued unchecked'), expect.any(Error));
});
