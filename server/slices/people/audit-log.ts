/** The audit trail of one person or one batch, newest first (issue 17, item 8). */
import { and, desc, eq } from 'drizzle-orm';
import type { AuditRow } from '../../../contract/people';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

/** At most this many rows are answered. */
const AUDIT_PAGE = 500;

export async function listAudit(db: Database, caller: Caller, query: { userId?: string; batchId?: string }): Promise<AuditRow[]> {
  const subject = query.userId !== undefined ? eq(auditLog.userId, query.userId) : eq(auditLog.batchId, query.batchId ?? '');
  const rows = await db
    .select({ id: auditLog.id, actorName: auditLog.actorName, action: auditLog.action, subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId, before: auditLog.before, after: auditLog.after, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.organisationId, caller.organisationId), subject))
    .orderBy(desc(auditLog.at))
    .limit(AUDIT_PAGE);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
