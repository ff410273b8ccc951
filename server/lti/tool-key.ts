/**
 * The tool's RSA key (RS256): signs deep-linking answers and the client assertions of score posts;
 * its public half is the tool's JWKS. From LTI_PRIVATE_KEY (a PKCS#8 PEM) when set, else made on
 * first use and kept in `lti_tool_keys`, so every API process on one database signs with one key.
 */
import { createHash, randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../db/client';
import { ltiToolKeys } from '../db/schema';

/** The key to sign with and the public JWK to publish. */
export interface ToolKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const cache = new WeakMap<Database, Promise<ToolKey>>();

function publicOf(jwk: JWK, kid: string): JWK {
  return { kty: jwk.kty, n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' };
}

async function fromPem(pem: string): Promise<ToolKey> {
  const privateKey = await importPKCS8(pem, 'RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = createHash('sha256').update(`${jwk.n}.${jwk.e}`).digest('base64url').slice(0, 16);
  const publicJwk = publicOf(jwk, kid);
  return { kid, privateKey, publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey, publicJwk };
}

async function fromDatabase(db: Database): Promise<ToolKey> {
  let [row] = await db.select().from(ltiToolKeys).orderBy(asc(ltiToolKeys.createdAt)).limit(1);
  if (!row) {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    await db.insert(ltiToolKeys).values({ id: randomUUID(), privateJwk: await exportJWK(privateKey) });
    // Two processes may have made one at once: both use the oldest.
    [row] = await db.select().from(ltiToolKeys).orderBy(asc(ltiToolKeys.createdAt), asc(ltiToolKeys.id)).limit(1);
  }
  const jwk = row!.privateJwk as JWK;
  const publicJwk = publicOf(jwk, row!.id);
  return { kid: row!.id, privateKey: (await importJWK(jwk, 'RS256')) as CryptoKey, publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey, publicJwk };
}

/** The tool's key for this database (read once per process). */
export function toolKey(db: Database, pem?: string): Promise<ToolKey> {
  let key = cache.get(db);
  if (!key) {
    key = pem ? fromPem(pem) : fromDatabase(db);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}
