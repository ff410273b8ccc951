/**
 * Publishing authored content (issue 18; admin only, SPEC §6), one flow for the three kinds (quiz,
 * exercise, deck) through a kind descriptor: one publish of an item at a time, another
 * organisation's item is not found, a publish over a version the author did not start from is
 * refused with the server's version ({@link StaleVersion}: a 409 the editor compares against), then
 * the kind writes its rows at the next version, the author's draft goes, and the change is audited,
 * all in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { draftId, type DraftKind } from '../../../contract/drafts';
import { isRefusalCode, type RefusalCode } from '../../../contract/refusals';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { courses, drafts } from '../../db/schema';
import { refuse } from '../../http/problem';
import { authoringPolicy } from './policy';
import { assertMay } from '../../auth/policy';
import { recordAudit } from '../../db/audit';

/** What the publish flow needs to know of one kind of authored content. */
export interface AuthoringKind<Version extends { version: number }> {
  kind: Exclude<DraftKind, 'course'>;
  /** The kind in the author's words ('quiz', 'exercise', 'deck'). */
  noun: string;
  /** The item's organisation and current version, or undefined when it does not exist yet. */
  current: (db: Database, id: string) => Promise<{ organisationId: string; version: number } | undefined>;
  /** The organisation's item as the editor reads it, or null. */
  read: (db: Database, organisationId: string, id: string) => Promise<Version | null>;
}

/** A publish over a version the author did not start from: the server's version, for the editor to compare. */
export class StaleVersion extends Error {
  constructor(noun: string, readonly server: { version: number }) {
    super(`This ${noun} was published as version ${server.version} since you started editing an earlier version.`);
  }
}

/** The refusal code of an item of `noun` (quiz, exercise, deck) not found, or deleted since the author began. */
export function nounCode(noun: string, what: 'not-found' | 'deleted'): RefusalCode {
  const code = `${noun}-${what}`;
  return isRefusalCode(code) ? code : `quiz-${what}`;
}

/** 422 unless `courseId` is a course of the caller's organisation (null passes unless `required`). */
export async function checkCourse(db: Database, caller: Caller, courseId: string | null, required?: RefusalCode): Promise<void> {
  if (courseId === null) {
    if (required) throw refuse(422, required);
    return;
  }
  const [course] = await db.select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.organisationId, caller.organisationId)));
  if (!course) throw refuse(422, 'course-not-of-organisation');
}

/**
 * Publishes item `id` of `kind` as its next version (version 1 of a new item) through `write`, which
 * writes the kind's rows inside the transaction and answers the response. Throws
 * {@link StaleVersion} when `baseVersion` is not the current version.
 */
export async function publishVersion<Version extends { version: number }, Answer>(
  db: Database,
  caller: Caller,
  kind: AuthoringKind<Version>,
  id: string,
  baseVersion: number | null,
  write: (tx: Database, version: number, existed: boolean) => Promise<Answer>,
): Promise<Answer> {
  await assertMay(authoringPolicy, db, caller, 'item.publish', { kind: kind.kind, id });
  const notFound = nounCode(kind.noun, 'not-found');
  return db.transaction(async (tx) => {
    // One publish of an item at a time: the second waits, then sees the first's version (409).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind.kind}-publish:${id}`}))`);
    const current = await kind.current(tx, id);
    if (current && current.organisationId !== caller.organisationId) throw refuse(404, notFound);
    if (!current && baseVersion !== null) throw refuse(404, nounCode(kind.noun, 'deleted'));
    if (current && baseVersion !== current.version) {
      const server = await kind.read(tx, caller.organisationId, id);
      if (!server) throw refuse(404, notFound);
      throw new StaleVersion(kind.noun, server);
    }
    const version = current ? current.version + 1 : 1;
    const answer = await write(tx, version, current !== undefined);
    await tx.delete(drafts).where(and(eq(drafts.id, draftId(kind.kind, id)), eq(drafts.organisationId, caller.organisationId)));
    await recordAudit(tx, caller, { action: `${kind.kind}.publish`, subjectType: kind.kind, subjectId: id, before: current ? { version: current.version } : null, after: { version } });
    return answer;
  });
}
