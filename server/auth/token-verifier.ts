/**
 * Firebase ID token verification with firebase-admin. Verified tokens are cached until they
 * expire (at most 10 minutes), so a request does not fetch anything: firebase-admin caches the
 * signing certificates, and in emulator mode it would otherwise ask the emulator per call.
 */
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** The claims the server uses from a verified token. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  /** The identity provider has confirmed the caller owns `email` (Google does; a password account after its link is followed). */
  emailVerified?: boolean;
}

/** Verifies an ID token; rejects when it is not valid. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

const MAX_CACHED = 5_000;
const MAX_CACHE_MS = 10 * 60_000;

/** The decoded JOSE header of a JWT, or null when it is not one. */
function jwtHeader(token: string): { alg?: unknown; kid?: unknown } | null {
  const [head, payload, , extra] = token.split('.');
  if (!head || !payload || extra !== undefined) return null;
  try {
    const header: unknown = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    return header && typeof header === 'object' ? header : null;
  } catch {
    return null;
  }
}

/**
 * A verifier for `projectId`. Without `emulator`, only RS256 tokens with a key id are looked at
 * (ASVS 9.1.2), whatever process.env says, so an unsigned token can never pass.
 */
export function createTokenVerifier(options: { projectId: string; emulator: boolean }): TokenVerifier {
  const auth = getAuth(initializeApp({ projectId: options.projectId }, `verifier-${randomUUID()}`));
  const cache = new Map<string, { token: VerifiedToken; until: number }>();
  return {
    async verify(token) {
      const hit = cache.get(token);
      if (hit && hit.until > Date.now()) return hit.token;
      if (hit) cache.delete(token);
      const header = jwtHeader(token);
      if (!header) throw new Error('not a JWT');
      if (!options.emulator && (header.alg !== 'RS256' || typeof header.kid !== 'string')) {
        throw new Error('only RS256 tokens with a key id are accepted');
      }
      const decoded = await auth.verifyIdToken(token);
      const verified: VerifiedToken = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        picture: decoded.picture ?? null,
        emailVerified: decoded.email_verified === true,
      };
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
      cache.set(token, { token: verified, until: Math.min(decoded.exp * 1000, Date.now() + MAX_CACHE_MS) });
      return verified;
    },
  };
}
