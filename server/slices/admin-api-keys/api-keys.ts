/**
 * API keys of programs (issue 54): an admin makes one (the key is answered once), lists and revokes
 * them, each change audited; a request's key is found by its SHA-256 and acts as the admin who made
 * it, while that admin is still an admin of the organisation and the key is not revoked.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, type ApiKeyCreate, type ApiKeyCreated, type ApiKeyRow, type ApiKeyScope } from '../../../contract/api-keys';
import type { Caller } from '../../auth/caller';
import type { Database } from '../../db/client';
import { apiKeys, organisations, users } from '../../db/schema';
import { refuse } from '../../http/problem';
import { recordAudit } from '../../db/audit';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const rowColumns = {
  id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, scopes: apiKeys.scopes, createdBy: users.displayName,
  createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt, revokedAt: apiKeys.revokedAt,
};
const keyRows = (db: Database) => db.select(rowColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy));
type Row = Awaited<ReturnType<typeof keyRows>>[number];

function toApiKeyRow(row: Row): ApiKeyRow {
  return { ...row, scopes: row.scopes as ApiKeyScope[], createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null, revokedAt: row.revokedAt?.toISOString() ?? null };
}

/** The organisation's keys, newest first (never the keys themselves). */
export async function listApiKeys(db: Database, caller: Caller): Promise<ApiKeyRow[]> {
  const rows = await keyRows(db).where(eq(apiKeys.organisationId, caller.organisationId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKeyRow);
}

/** Makes a key: `olp_` and 32 random bytes (base64url); only its hash and first 12 characters are kept. */
export async function createApiKey(db: Database, caller: Caller, input: ApiKeyCreate): Promise<ApiKeyCreated> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  const scopes = [...new Set(input.scopes)];
  await db.transaction(async (tx) => {
    await tx.insert(apiKeys).values({ id, organisationId: caller.organisationId, name: input.name, prefix: key.slice(0, 12), secretHash: hashOf(key), scopes, createdBy: caller.id });
    await recordAudit(tx, caller, { action: 'apiKey.create', subjectType: 'apiKey', subjectId: id, before: null, after: { name: input.name, scopes } });
  });
  const [row] = await keyRows(db).where(eq(apiKeys.id, id));
  return { key, apiKey: toApiKeyRow(row!) };
}

/** Revokes a key of the caller's organisation; from the next request on it is refused. */
export async function revokeApiKey(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx.update(apiKeys).set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.organisationId, caller.organisationId), isNull(apiKeys.revokedAt)))
      .returning({ name: apiKeys.name });
    if (!revoked) throw refuse(404, 'api-key-missing');
    await recordAudit(tx, caller, { action: 'apiKey.revoke', subjectType: 'apiKey', subjectId: id, before: { name: revoked.name }, after: null });
  });
}

/** Who a key acts as, with its scopes; `undefined` for an unknown or revoked key, or one whose admin is no longer one. */
export async function resolveApiKey(db: Database, key: string): Promise<{ caller: Caller; keyId: string; scopes: ApiKeyScope[] } | undefined> {
  const [row] = await db
    .select({ keyId: apiKeys.id, keyName: apiKeys.name, scopes: apiKeys.scopes, id: users.id, uid: users.firebaseUid, email: users.email, displayName: users.displayName, photoURL: users.photoUrl, organisationId: apiKeys.organisationId, organisationName: organisations.name, role: users.role })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.createdBy), eq(users.organisationId, apiKeys.organisationId), isNull(users.removedAt), eq(users.role, 'admin')))
    .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
    .where(and(eq(apiKeys.secretHash, hashOf(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  // At most one write a minute per key, not one per request.
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(and(eq(apiKeys.id, row.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
  const { keyId, keyName, scopes, ...member } = row;
  // Audit rows of its changes name the key beside the admin it acts for.
  const caller: Caller = { ...member, displayName: `${keyName} (API key of ${member.displayName ?? member.email ?? member.id})` };
  return { caller, keyId, scopes: scopes as ApiKeyScope[] };
}
