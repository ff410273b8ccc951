/**
 * The organisation's write count spread over rows (issue 55 item 6): the limit holds on the sum of
 * its learners' charges, and on PostgreSQL one learner's write is not held up by another's row lock
 * on the organisation's count (the hot row two API processes' pushes waited on).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter, storedScope } from '../../server/http/rate-limit';
import { writeCharges, type WriteLimits } from '../../server/http/throttle';
import type { DatabaseHandle } from '../../server/db/client';
import { openTestDatabase } from './support/database';

const minute = 60_000;
const limits: WriteLimits = {
  writesPerUser: { max: 100, windowMs: minute },
  writesPerOrganisation: { max: 6, windowMs: minute },
  messagesPerUser: { max: 100, windowMs: minute },
  messagesPerOrganisation: { max: 100, windowMs: minute },
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Users of `org` whose organisation charges land in different rows. */
function usersInDistinctRows(org: string, count: number): string[] {
  const users: string[] = [];
  const rows = new Set<string>();
  // Bounded: were the organisation's count one row again, no two users would be found.
  for (let i = 0; users.length < count && i < 1000; i += 1) {
    const row = storedScope(writeCharges(limits, { id: `u-${i}`, organisationId: org })[1]!);
    if (rows.has(row)) continue;
    rows.add(row);
    users.push(`u-${i}`);
  }
  expect(users, 'users whose organisation charges land in different rows').toHaveLength(count);
  return users;
}

describe('the organisation write limit counted in spread rows', () => {
  it('refuses the write past the organisation limit, summed over learners in different rows', async () => {
    const limiter = new RateLimiter(handle.db);
    const users = usersInDistinctRows('org-sum', 7);
    const waits: number[] = [];
    for (const user of users) waits.push(await limiter.charge(writeCharges(limits, { id: user, organisationId: 'org-sum' })));
    // Six writes under the limit of 6 (each allowed while the count before it was under 6), the seventh refused.
    expect(waits.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(waits[6]).toBeGreaterThan(0);
    // Another organisation is not refused.
    expect(await limiter.charge(writeCharges(limits, { id: users[0]!, organisationId: 'org-other' }))).toBe(0);
  });

  /** Whether `writer`'s charge finishes within 2 s while `lockedUser`'s row of the organisation's count is locked by another connection. */
  async function chargeWhileLocked(org: string, lockedUser: string, writer: string, otherUsers: string[] = []): Promise<'done' | 'waited'> {
    const limiter = new RateLimiter(handle.db);
    for (const other of otherUsers) await limiter.charge(writeCharges(limits, { id: other, organisationId: org }));
    const lockedRow = storedScope(writeCharges(limits, { id: lockedUser, organisationId: org })[1]!);
    await limiter.charge(writeCharges(limits, { id: lockedUser, organisationId: org }));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another process's push in the middle of its statement: that row of the organisation's count locked.
    const holding = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select hits from rate_limits where scope = ${lockedRow} for update`);
      locked();
      await released;
    });
    await isLocked;
    const charged = limiter.charge(writeCharges(limits, { id: writer, organisationId: org }));
    try {
      return await Promise.race([charged.then(() => 'done' as const), new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2000))]);
    } finally {
      release();
      await holding;
      await charged;
    }
  }

  it.skipIf(!process.env.DATABASE_URL)('on PostgreSQL, a write is not held up by another learner of the organisation holding its row', async () => {
    const [holder, writer] = usersInDistinctRows('org-lock', 2);
    expect(await chargeWhileLocked('org-lock', holder!, writer!)).toBe('done');
    // A writer whose own row is held goes to another row of the organisation's count that is free.
    const [first, second] = usersInDistinctRows('org-free', 2);
    const sameRow = Array.from({ length: 1000 }, (_, i) => `v-${i}`).find((user) =>
      storedScope(writeCharges(limits, { id: user, organisationId: 'org-free' })[1]!) === storedScope(writeCharges(limits, { id: first!, organisationId: 'org-free' })[1]!));
    expect(await chargeWhileLocked('org-free', first!, sameRow!, [second!])).toBe('done');
    // The check can see a wait: the writer's own row locked, and no other row made yet, holds the writer up.
    expect(await chargeWhileLocked('org-lock-own', writer!, writer!)).toBe('waited');
  });
});
