/**
 * The audit trail of admin changes (issue 17, item 8): every admin change calls `recordAudit` with
 * the same `db` handle it changes rows with (its transaction), so the audit row commits and rolls
 * back with the change.
 */
import { randomUUID } from 'node:crypto';
import type { Caller } from '../auth/caller';
import type { Database } from './client';
import { auditLog } from './schema';

/** What an audit row is about. */
export type AuditSubjectType =
  | 'person'
  | 'batch'
  | 'membership'
  | 'enrolment'
  | 'course'
  | 'grant'
  | 'import'
  | 'invitation'
  | 'organisation'
  | 'quiz'
  | 'exercise'
  | 'deck'
  | 'apiKey'
  | 'ltiPlatform';

/** One admin change: what was done to which subject, and its state before and after (null when none). */
export interface AuditEntry {
  action: string;
  subjectType: AuditSubjectType;
  subjectId: string;
  /** The person the change concerns (shown in their audit view). */
  userId?: string | null;
  /** The batch the change concerns (shown in its audit view). */
  batchId?: string | null;
  before: unknown;
  after: unknown;
}

/** An unpaired UTF-16 surrogate: text columns store it as U+FFFD, but PostgreSQL's json refuses its `\uXXXX` escape. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** JSON for a jsonb column: undefined becomes null, dates become ISO strings (through JSON). */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  // Strings are made well formed as the text columns make them, so a name the change stored can be audited.
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\ufffd') : v))) as unknown;
}

/** The audit row of `entry`, written by `caller`. */
function auditRow(caller: Caller, entry: AuditEntry) {
  return {
    id: randomUUID(),
    organisationId: caller.organisationId,
    actorId: caller.id,
    actorName: caller.displayName ?? caller.email ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    userId: entry.userId ?? null,
    batchId: entry.batchId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
  };
}

/** Inserts one audit row in the caller's transaction (`db` is the transaction handle of the change). */
export async function recordAudit(db: Database, caller: Caller, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(caller, entry));
}

/** Inserts many audit rows of one change (a bulk import) in the caller's transaction. */
export async function recordAudits(db: Database, caller: Caller, entries: AuditEntry[]): Promise<void> {
  const CHUNK = 1_000;
  for (let start = 0; start < entries.length; start += CHUNK) {
    await db.insert(auditLog).values(entries.slice(start, start + CHUNK).map((entry) => auditRow(caller, entry)));
  }
}
