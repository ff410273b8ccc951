/**
 * Bulk CSV of people and batch memberships (issue 17, item 3): the columns, the request shapes and
 * the planner both the dry run and the apply use, so the preview shows exactly what apply will do.
 * A row is `email, name, role, batch`; name, role and batch may be empty (a row of only email and
 * batch adds an existing person to a batch).
 */
import { z } from 'zod';
import { roles, type Role } from './wire';
import { emailField } from './people';

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 10_000;

/** One CSV row as read (cells as text, bounded). */
export const importRowSchema = z.strictObject({
  email: z.string().max(320),
  name: z.string().max(200),
  role: z.string().max(40),
  batch: z.string().max(200),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** `POST /api/admin/imports/preview` and `POST /api/admin/imports`: the rows, and the import's id (idempotency key). */
export const importRequestSchema = z.strictObject({
  importId: z.uuid(),
  rows: z.array(importRowSchema).min(1).max(MAX_IMPORT_ROWS),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** What a row does. */
export type ImportOutcome = 'added' | 'updated' | 'unchanged' | 'error';

/** One planned row; `line` is the CSV line (the header is line 1). */
export interface PlannedRow {
  line: number;
  email: string;
  outcome: ImportOutcome;
  /** The row's error in words (outcome `error`). */
  error?: string;
  /** What changes, in words ('role learner → teacher', 'joins Spreadsheets'). */
  changes: string[];
  /** Whom the row concerns: a member, a pending invitation, or a new invitation. */
  target: { kind: 'member'; userId: string } | { kind: 'invitation'; invitationId: string } | { kind: 'new' };
  role: Role | null;
  displayName: string | null;
  batchId: string | null;
}

export interface ImportSummary {
  added: number;
  updated: number;
  unchanged: number;
  errors: number;
}

/** The dry run's answer, and apply's (with its status). */
export interface ImportPlan {
  importId: string;
  rows: PlannedRow[];
  summary: ImportSummary;
}
export interface ImportResult extends ImportPlan {
  status: 'applied' | 'undone';
}

/** What the planner knows of the organisation. */
export interface ImportContext {
  members: Map<string, { userId: string; role: Role; displayName: string | null; removed: boolean }>;
  invitations: Map<string, { invitationId: string; role: Role; displayName: string | null; batchId: string | null }>;
  /** Batches by lower-cased name and by id (archived ones are left out). */
  batches: Map<string, { id: string; name: string }>;
  /** `${batchId}:${userId}` of every batch membership. */
  memberships: Set<string>;
}

function summarise(rows: PlannedRow[]): ImportSummary {
  const summary: ImportSummary = { added: 0, updated: 0, unchanged: 0, errors: 0 };
  for (const row of rows) {
    if (row.outcome === 'error') summary.errors += 1;
    else summary[row.outcome] += 1;
  }
  return summary;
}

function rowError(line: number, email: string, error: string): PlannedRow {
  return { line, email, outcome: 'error', error, changes: [], target: { kind: 'new' }, role: null, displayName: null, batchId: null };
}

/** Plans every row against the organisation: nothing is written. */
export function planImport(importId: string, rows: ImportRow[], context: ImportContext): ImportPlan {
  const seen = new Map<string, number>();
  const planned = rows.map((raw, index): PlannedRow => {
    const line = index + 2;
    const email = emailField.safeParse(raw.email);
    if (!email.success) return rowError(line, raw.email.trim(), `Bad email: "${raw.email.trim()}" is not an email address.`);
    const address = email.data;
    const earlier = seen.get(address);
    if (earlier !== undefined) return rowError(line, address, `Duplicate row: ${address} is already on line ${earlier}.`);
    seen.set(address, line);
    const roleText = raw.role.trim().toLowerCase();
    if (roleText && !(roles as readonly string[]).includes(roleText)) {
      return rowError(line, address, `Unknown role: "${raw.role.trim()}" (use learner, teacher or admin).`);
    }
    const role = (roleText || null) as Role | null;
    const batchText = raw.batch.trim();
    const batch = batchText ? (context.batches.get(batchText.toLowerCase()) ?? context.batches.get(batchText)) : undefined;
    if (batchText && !batch) return rowError(line, address, `Unknown batch: "${batchText}".`);
    const name = raw.name.trim().slice(0, 120) || null;
    const member = context.members.get(address);
    if (member?.removed) return rowError(line, address, `${address} was removed from the organisation.`);
    const finalRole = role ?? member?.role ?? context.invitations.get(address)?.role ?? 'learner';
    if (batch && finalRole !== 'learner') return rowError(line, address, `Only learners join batches; ${address} would be ${finalRole}.`);
    const base = { line, email: address, role, displayName: name, batchId: batch?.id ?? null };
    const changes: string[] = [];
    if (member) {
      if (role && role !== member.role) changes.push(`role ${member.role} → ${role}`);
      if (name && name !== member.displayName) changes.push(`name → ${name}`);
      if (batch && !context.memberships.has(`${batch.id}:${member.userId}`)) changes.push(`joins ${batch.name}`);
      return { ...base, outcome: changes.length ? 'updated' : 'unchanged', changes, target: { kind: 'member', userId: member.userId } };
    }
    const invitation = context.invitations.get(address);
    if (invitation) {
      if (role && role !== invitation.role) changes.push(`invited role ${invitation.role} → ${role}`);
      if (name && name !== invitation.displayName) changes.push(`name → ${name}`);
      if (batch && batch.id !== invitation.batchId) changes.push(`invited to ${batch.name}`);
      return { ...base, outcome: changes.length ? 'updated' : 'unchanged', changes, target: { kind: 'invitation', invitationId: invitation.invitationId } };
    }
    changes.push(`invited as ${finalRole}${batch ? ` to ${batch.name}` : ''}`);
    return { ...base, role: finalRole, outcome: 'added', changes, target: { kind: 'new' } };
  });
  return { importId, rows: planned, summary: summarise(planned) };
}

/** The CSV header the import expects (and the template offers). */
export const IMPORT_COLUMNS = ['email', 'name', 'role', 'batch'] as const;
