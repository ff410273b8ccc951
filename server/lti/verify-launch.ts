/**
 * OIDC login initiation and the launch's checks (LTI 1.3 Core §5.1): the login stores a state and
 * nonce and sends the browser to the platform; the launch's id_token must be signed by the
 * platform's JWKS (RS256), name the platform as issuer and our client id as audience, be in date,
 * come back with a state we gave out (used once) and its nonce (used once), from a registered
 * deployment. Every refusal is a 4xx with the reason.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify } from 'jose';
import type { Database } from '../db/client';
import { ltiNonces, ltiPlatforms, ltiStates } from '../db/schema';
import { HttpError, refuse } from '../http/problem';
import { claims, launchClaimsSchema, type LaunchClaims } from './claims';
import { findPlatform, type Platform } from './platforms';

const STATE_MS = 10 * 60_000;
const jwksByUrl = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const jwksOf = (url: string) => {
  let set = jwksByUrl.get(url);
  if (!set) jwksByUrl.set(url, (set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 })));
  return set;
};

/** What a platform sends to start a login (query or form). */
export interface LoginRequest {
  iss: string;
  login_hint: string;
  target_link_uri: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

/** Stores a state and nonce and answers the platform's authorisation URL to send the browser to. */
export async function startLogin(db: Database, request: LoginRequest, launchUrl: string): Promise<string> {
  const platform = await findPlatform(db, request.iss, request.client_id);
  if (request.lti_deployment_id && !platform.deploymentIds.includes(request.lti_deployment_id)) {
    throw refuse(403, 'lti-deployment-unknown', { deployment: request.lti_deployment_id });
  }
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  await db.delete(ltiStates).where(lt(ltiStates.expiresAt, new Date()));
  await db.insert(ltiStates).values({ state, nonce, platformId: platform.id, expiresAt: new Date(Date.now() + STATE_MS) });
  const url = new URL(platform.authLoginUrl);
  const params = {
    scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: platform.clientId,
    redirect_uri: launchUrl, login_hint: request.login_hint, state, nonce, ...(request.lti_message_hint ? { lti_message_hint: request.lti_message_hint } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** The platform whose client id is the token's audience (`azp` picks one of several). */
async function platformOfToken(db: Database, idToken: string): Promise<Platform> {
  let payload: ReturnType<typeof decodeJwt>;
  try {
    payload = decodeJwt(idToken);
  } catch {
    throw refuse(401, 'lti-token-not-jwt');
  }
  const audiences = typeof payload.aud === 'string' ? [payload.aud] : (payload.aud ?? []);
  const clientId = typeof payload.azp === 'string' && audiences.includes(payload.azp) ? payload.azp : audiences[0];
  if (typeof payload.iss !== 'string' || !clientId) throw refuse(401, 'lti-token-unnamed');
  const [platform] = await db.select().from(ltiPlatforms).where(and(eq(ltiPlatforms.issuer, payload.iss), eq(ltiPlatforms.clientId, clientId))).limit(1);
  if (!platform) throw refuse(401, 'lti-audience-unknown');
  return platform;
}

function refusal(error: unknown): HttpError {
  if (error instanceof errors.JWTExpired) return refuse(401, 'lti-token-expired');
  if (error instanceof errors.JWSSignatureVerificationFailed) return refuse(401, 'lti-signature-mismatch');
  if (error instanceof errors.JWTClaimValidationFailed) return refuse(401, 'lti-claim-invalid', { claim: error.claim, reason: error.reason });
  if (error instanceof errors.JWKSNoMatchingKey) return refuse(401, 'lti-no-matching-key');
  if (error instanceof errors.JOSEError) return refuse(401, 'lti-token-refused', { reason: error.message });
  return refuse(502, 'lti-keys-unreadable');
}

/** Verifies a launch (see the file's comment); answers its platform and claims. */
export async function verifyLaunch(db: Database, form: { id_token: string; state: string }): Promise<{ platform: Platform; claims: LaunchClaims }> {
  const platform = await platformOfToken(db, form.id_token);
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(form.id_token, jwksOf(platform.jwksUrl), { issuer: platform.issuer, audience: platform.clientId, algorithms: ['RS256'], requiredClaims: ['exp', 'iat', 'nonce', 'sub'], clockTolerance: 60, maxTokenAge: '1h' }));
  } catch (error) {
    throw refusal(error);
  }
  const parsed = launchClaimsSchema.safeParse(payload);
  if (!parsed.success) throw refuse(400, 'lti-claim-missing', undefined, { errors: parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.') || 'id_token', message: i.message })) });
  const launch = parsed.data;
  const [state] = await db.delete(ltiStates).where(and(eq(ltiStates.state, form.state), eq(ltiStates.platformId, platform.id))).returning();
  if (!state || state.expiresAt < new Date()) throw refuse(401, 'lti-state-unknown');
  if (state.nonce !== launch.nonce) throw refuse(401, 'lti-nonce-mismatch');
  const [fresh] = await db.insert(ltiNonces).values({ platformId: platform.id, nonce: launch.nonce, expiresAt: new Date(Date.now() + 2 * 3_600_000) }).onConflictDoNothing().returning();
  if (!fresh) throw refuse(401, 'lti-nonce-used');
  await db.delete(ltiNonces).where(lt(ltiNonces.expiresAt, new Date()));
  if (!platform.deploymentIds.includes(launch[claims.deploymentId])) throw refuse(403, 'lti-deployment-unknown', { deployment: launch[claims.deploymentId] });
  return { platform, claims: launch };
}
