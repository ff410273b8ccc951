/**
 * Registered LTI platforms as the protocol reads them: a login or launch finds its platform. An admin
 * adds, lists and removes them through server/slices/admin-lti/lti-platforms.ts (audited there: lti/ imports no service).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import { refuse } from '../http/problem';

export type Platform = typeof ltiPlatforms.$inferSelect;

/** The platform of `issuer` (and `clientId` when given); 400 when none, or several and no client id tells them apart. */
export async function findPlatform(db: Database, issuer: string, clientId?: string): Promise<Platform> {
  const rows = await db.select().from(ltiPlatforms).where(clientId ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId)) : eq(ltiPlatforms.issuer, issuer)).limit(2);
  if (rows.length === 0) throw refuse(400, 'lti-platform-unknown');
  if (rows.length > 1) throw refuse(400, 'lti-issuer-shared');
  return rows[0]!;
}
