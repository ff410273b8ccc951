/** recordAudit writes its row in the caller's transaction: committed with the change, rolled back with it. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../server/auth/caller';
import type { DatabaseHandle } from '../../server/db/client';
import { auditLog, batches } from '../../server/db/schema';
import { recordAudit } from '../../server/db/audit';
import { openTestDatabase } from './support/database';

const admin: Caller = {
  id: 'u5-admin',
  uid: 'demo-admin',
  email: 'admin@demo.test',
  displayName: 'Ada Admin',
  photoURL: null,
  organisationId: '5',
  organisationName: 'Demo Academy',
  role: 'admin',
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase({ seeded: true });
});
afterAll(() => handle?.close());

async function auditRowsOf(subjectId: string) {
  return handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organisationId, '5'), eq(auditLog.subjectId, subjectId)));
}

describe('recordAudit', () => {
  it('writes who, what, the subject and before/after in the committed transaction', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.update(batches).set({ name: 'Spreadsheets – renamed' }).where(eq(batches.id, 'b5-spreadsheets-spring'));
      await recordAudit(tx, admin, {
        action: 'batch.update',
        subjectType: 'batch',
        subjectId: 'b5-spreadsheets-spring',
        batchId: 'b5-spreadsheets-spring',
        before: { name: 'Spreadsheets – Spring 2026' },
        after: { name: 'Spreadsheets – renamed', startsOn: undefined },
      });
    });
    const [row] = await auditRowsOf('b5-spreadsheets-spring');
    expect(row).toMatchObject({
      actorId: 'u5-admin',
      actorName: 'Ada Admin',
      action: 'batch.update',
      subjectType: 'batch',
      batchId: 'b5-spreadsheets-spring',
      userId: null,
      before: { name: 'Spreadsheets – Spring 2026' },
      after: { name: 'Spreadsheets – renamed' },
    });
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('leaves no audit row when the change rolls back', async () => {
    const failure = handle.db.transaction(async (tx) => {
      await tx.update(batches).set({ name: 'Python – never' }).where(eq(batches.id, 'b5-python-autumn'));
      await recordAudit(tx, admin, {
        action: 'batch.update',
        subjectType: 'batch',
        subjectId: 'b5-python-autumn',
        batchId: 'b5-python-autumn',
        before: { name: 'Python – Autumn 2026' },
        after: { name: 'Python – never' },
      });
      expect(await tx.select().from(auditLog).where(eq(auditLog.subjectId, 'b5-python-autumn'))).toHaveLength(1);
      throw new Error('refused after the audit row');
    });
    await expect(failure).rejects.toThrow('refused after the audit row');
    expect(await auditRowsOf('b5-python-autumn')).toEqual([]);
    const [batch] = await handle.db.select().from(batches).where(eq(batches.id, 'b5-python-autumn'));
    expect(batch?.name).not.toBe('Python – never');
  });
});
