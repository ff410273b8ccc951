/**
 * Bulk CSV import of people and batch memberships (issue 17, item 3): a dry run (the plan, nothing
 * written), apply as one idempotent transaction keyed by the import id, and undo as one step that
 * restores exactly what apply changed (roles, names, invitations, batch memberships).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { planImport, type ImportContext, type ImportPlan, type ImportRequest, type ImportResult, type ImportSummary } from '../../../contract/people-import';
import type { Role } from '../../../contract/api';
import type { Caller } from '../../auth/caller';
import { forgetMemberEverywhere } from '../../auth/caller-cache';
import type { Database } from '../../db/client';
import { batchMembers, batches, invitations, peopleImports, users } from '../../db/schema';
import { refuse } from '../../http/problem';
import { recordAudit, recordAudits, type AuditEntry } from '../../db/audit';

const CHUNK = 1_000;

/** What undo restores. */
interface ImportUndo {
  users: { id: string; uid: string; role: Role; displayName: string | null }[];
  invitations: { id: string; role: Role; displayName: string | null; batchId: string | null }[];
  createdInvitationIds: string[];
  addedMembershipIds: string[];
}

async function loadContext(db: Database, organisationId: string): Promise<ImportContext> {
  const [memberRows, invitationRows, batchRows, membershipRows] = await Promise.all([
    db.select({ id: users.id, email: users.email, role: users.role, displayName: users.displayName, removedAt: users.removedAt })
      .from(users).where(eq(users.organisationId, organisationId)),
    db.select({ id: invitations.id, email: invitations.email, role: invitations.role, displayName: invitations.displayName, batchId: invitations.batchId })
      .from(invitations).where(and(eq(invitations.organisationId, organisationId), isNull(invitations.acceptedAt))),
    db.select({ id: batches.id, name: batches.name }).from(batches).where(and(eq(batches.organisationId, organisationId), isNull(batches.archivedAt))),
    db.select({ batchId: batchMembers.batchId, userId: batchMembers.userId }).from(batchMembers).where(eq(batchMembers.organisationId, organisationId)),
  ]);
  const context: ImportContext = { members: new Map(), invitations: new Map(), batches: new Map(), memberships: new Set() };
  for (const m of memberRows) {
    if (m.email) context.members.set(m.email.toLowerCase(), { userId: m.id, role: m.role, displayName: m.displayName, removed: m.removedAt !== null });
  }
  for (const i of invitationRows) context.invitations.set(i.email, { invitationId: i.id, role: i.role, displayName: i.displayName, batchId: i.batchId });
  for (const b of batchRows) {
    context.batches.set(b.name.toLowerCase(), b);
    context.batches.set(b.id, b);
  }
  for (const m of membershipRows) context.memberships.add(`${m.batchId}:${m.userId}`);
  return context;
}

/** The dry run: what applying these rows would do. */
export async function previewImport(db: Database, caller: Caller, request: ImportRequest): Promise<ImportPlan> {
  return planImport(request.importId, request.rows, await loadContext(db, caller.organisationId));
}

async function updateFromJson(db: Database, table: 'users' | 'invitations', organisationId: string, rows: { id: string; role: Role; displayName: string | null; batchId?: string | null }[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const json = JSON.stringify(rows.slice(start, start + CHUNK));
    if (table === 'users') {
      await db.execute(sql`update users as u set role = (x->>'role')::role, display_name = x->>'displayName'
        from jsonb_array_elements(${json}::jsonb) as x where u.id = x->>'id' and u.organisation_id = ${organisationId}`);
    } else {
      await db.execute(sql`update invitations as i set role = (x->>'role')::role, display_name = x->>'displayName', batch_id = x->>'batchId'
        from jsonb_array_elements(${json}::jsonb) as x where i.id = x->>'id' and i.organisation_id = ${organisationId}`);
    }
  }
}

async function lockImports(db: Database, organisationId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`people-import:${organisationId}`}))`);
}

/**
 * Applies an import in one transaction. Applying the same import id again changes nothing and
 * answers the first apply's summary (rows are only listed the first time).
 */
export async function applyImport(db: Database, caller: Caller, request: ImportRequest): Promise<ImportResult> {
  const org = caller.organisationId;
  const forget: string[] = [];
  const result = await db.transaction(async (tx): Promise<ImportResult> => {
    await lockImports(tx, org);
    const [earlier] = await tx.select().from(peopleImports).where(eq(peopleImports.id, request.importId));
    if (earlier) {
      if (earlier.organisationId !== org) throw refuse(409, 'import-id-taken');
      return { importId: earlier.id, rows: [], summary: earlier.summary as ImportSummary, status: earlier.status === 'undone' ? 'undone' : 'applied' };
    }
    const context = await loadContext(tx, org);
    const plan = planImport(request.importId, request.rows, context);
    const memberById = new Map([...context.members.values()].map((m) => [m.userId, m]));
    const invitationById = new Map([...context.invitations.values()].map((i) => [i.invitationId, i]));
    const undo: ImportUndo = { users: [], invitations: [], createdInvitationIds: [], addedMembershipIds: [] };
    const userUpdates: ImportUndo['users'] = [];
    const invitationUpdates: ImportUndo['invitations'] = [];
    const newInvitations: (typeof invitations.$inferInsert)[] = [];
    const newMemberships: (typeof batchMembers.$inferInsert)[] = [];
    const audits: AuditEntry[] = [];
    for (const row of plan.rows) {
      if (row.outcome === 'error' || row.outcome === 'unchanged') continue;
      const { target } = row;
      if (target.kind === 'member') {
        const before = memberById.get(target.userId)!;
        const after = { role: row.role ?? before.role, displayName: row.displayName ?? before.displayName };
        if (after.role !== before.role || after.displayName !== before.displayName) {
          undo.users.push({ id: target.userId, uid: '', role: before.role, displayName: before.displayName });
          userUpdates.push({ id: target.userId, uid: '', ...after });
        }
        if (row.batchId && !context.memberships.has(`${row.batchId}:${target.userId}`)) {
          const id = randomUUID();
          newMemberships.push({ id, organisationId: org, batchId: row.batchId, userId: target.userId });
          undo.addedMembershipIds.push(id);
        }
        audits.push({ action: 'import.person', subjectType: 'person', subjectId: target.userId, userId: target.userId, batchId: row.batchId,
          before: { role: before.role, displayName: before.displayName }, after: { ...after, changes: row.changes, importId: plan.importId } });
      } else if (target.kind === 'invitation') {
        const before = invitationById.get(target.invitationId)!;
        undo.invitations.push({ id: target.invitationId, role: before.role, displayName: before.displayName, batchId: before.batchId });
        invitationUpdates.push({ id: target.invitationId, role: row.role ?? before.role, displayName: row.displayName ?? before.displayName, batchId: row.batchId ?? before.batchId });
      } else {
        const id = randomUUID();
        newInvitations.push({ id, organisationId: org, email: row.email, displayName: row.displayName, role: row.role ?? 'learner', batchId: row.batchId, invitedBy: caller.id });
        undo.createdInvitationIds.push(id);
      }
    }
    if (userUpdates.length) {
      const uids = await tx.select({ id: users.id, uid: users.firebaseUid }).from(users).where(and(eq(users.organisationId, org), inArray(users.id, userUpdates.map((u) => u.id))));
      const uidOf = new Map(uids.map((u) => [u.id, u.uid]));
      for (const u of undo.users) u.uid = uidOf.get(u.id) ?? '';
      forget.push(...uids.map((u) => u.uid));
    }
    await updateFromJson(tx, 'users', org, userUpdates);
    await updateFromJson(tx, 'invitations', org, invitationUpdates);
    for (let start = 0; start < newInvitations.length; start += CHUNK) await tx.insert(invitations).values(newInvitations.slice(start, start + CHUNK));
    for (let start = 0; start < newMemberships.length; start += CHUNK) await tx.insert(batchMembers).values(newMemberships.slice(start, start + CHUNK));
    await tx.insert(peopleImports).values({ id: plan.importId, organisationId: org, actorId: caller.id, status: 'applied', summary: plan.summary, undo });
    await recordAudit(tx, caller, { action: 'import.apply', subjectType: 'import', subjectId: plan.importId, before: null, after: plan.summary });
    await recordAudits(tx, caller, audits);
    return { ...plan, status: 'applied' };
  });
  for (const uid of forget) forgetMemberEverywhere({ uid, organisationId: org });
  return result;
}

/** Undoes an applied import as one step; undoing it again changes nothing. */
export async function undoImport(db: Database, caller: Caller, importId: string): Promise<ImportResult> {
  const org = caller.organisationId;
  const forget: string[] = [];
  const result = await db.transaction(async (tx): Promise<ImportResult> => {
    await lockImports(tx, org);
    const [applied] = await tx.select().from(peopleImports).where(and(eq(peopleImports.id, importId), eq(peopleImports.organisationId, org)));
    if (!applied) throw refuse(404, 'import-missing', { importId });
    const summary = applied.summary as ImportSummary;
    if (applied.status === 'undone') return { importId, rows: [], summary, status: 'undone' };
    const undo = applied.undo as ImportUndo;
    await updateFromJson(tx, 'users', org, undo.users);
    await updateFromJson(tx, 'invitations', org, undo.invitations);
    for (let start = 0; start < undo.createdInvitationIds.length; start += CHUNK) {
      await tx.delete(invitations).where(and(eq(invitations.organisationId, org), inArray(invitations.id, undo.createdInvitationIds.slice(start, start + CHUNK))));
    }
    for (let start = 0; start < undo.addedMembershipIds.length; start += CHUNK) {
      await tx.delete(batchMembers).where(and(eq(batchMembers.organisationId, org), inArray(batchMembers.id, undo.addedMembershipIds.slice(start, start + CHUNK))));
    }
    await tx.update(peopleImports).set({ status: 'undone', undoneAt: new Date() }).where(eq(peopleImports.id, importId));
    await recordAudit(tx, caller, { action: 'import.undo', subjectType: 'import', subjectId: importId, before: summary, after: null });
    await recordAudits(tx, caller, undo.users.map((u) => ({ action: 'import.undo', subjectType: 'person' as const, subjectId: u.id, userId: u.id,
      before: null, after: { role: u.role, displayName: u.displayName, importId } })));
    forget.push(...undo.users.map((u) => u.uid));
    return { importId, rows: [], summary, status: 'undone' };
  });
  for (const uid of forget) if (uid) forgetMemberEverywhere({ uid, organisationId: org });
  return result;
}
