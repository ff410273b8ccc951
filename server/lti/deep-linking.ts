/**
 * Deep Linking 2.0: a teacher's LtiDeepLinkingRequest gets a picker of the organisation's courses,
 * lessons and quizzes; the pick comes back with a short-lived session (a JWT this tool signed, so no
 * table is needed) and is answered as an LtiDeepLinkingResponse JWT, signed with the tool's key,
 * form-posted to the platform's deep_link_return_url. A quiz carries a line item (scores go there).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import { refuse } from '../http/problem';
import { claims, type LaunchClaims } from './claims';
import type { Platform } from './platforms';
import type { Target } from './targets';
import { toolKey } from './tool-key';

const SESSION_AUDIENCE = 'lti-deep-linking-session';

/** What the picker's form carries back. */
interface Session {
  platformId: string;
  deploymentId: string;
  returnUrl: string;
  data?: string;
}

/** A 10-minute session for the picker of a verified deep-linking launch. */
export async function deepLinkingSession(db: Database, platform: Platform, launch: LaunchClaims, pem?: string): Promise<string> {
  const settings = launch[claims.deepLinkingSettings];
  if (!settings) throw refuse(400, 'lti-deep-linking-missing');
  const types = settings.accept_types;
  if (types && !types.includes('ltiResourceLink')) throw refuse(400, 'lti-no-resource-links');
  const session: Session = { platformId: platform.id, deploymentId: launch[claims.deploymentId], returnUrl: settings.deep_link_return_url, ...(settings.data ? { data: settings.data } : {}) };
  const key = await toolKey(db, pem);
  return new SignJWT({ session }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).setAudience(SESSION_AUDIENCE).setIssuedAt().setExpirationTime('10m').sign(key.privateKey);
}

/** The session of a picker's form and its platform; 401 when it is not one this tool signed or it expired. */
export async function readSession(db: Database, token: string, pem?: string): Promise<{ session: Session; platform: Platform }> {
  const key = await toolKey(db, pem);
  let session: Session;
  try {
    ({ payload: { session } } = (await jwtVerify(token, key.publicKey, { audience: SESSION_AUDIENCE, algorithms: ['RS256'] })) as unknown as { payload: { session: Session } });
  } catch {
    throw refuse(401, 'lti-picker-expired');
  }
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, session.platformId));
  if (!platform) throw refuse(401, 'lti-picker-platform-gone');
  return { session, platform };
}

/** The signed LtiDeepLinkingResponse placing `target`, launched at `launchUrl`. */
export async function deepLinkingResponse(db: Database, platform: Platform, session: Session, target: Target, launchUrl: string, pem?: string): Promise<string> {
  const key = await toolKey(db, pem);
  const item = {
    type: 'ltiResourceLink',
    title: target.title,
    url: launchUrl,
    custom: { target: `${target.type}:${target.id}` },
    ...(target.type === 'quiz' ? { lineItem: { scoreMaximum: 100, label: target.title, resourceId: `quiz:${target.id}` } } : {}),
  };
  return new SignJWT({
    nonce: randomBytes(16).toString('base64url'),
    [claims.messageType]: 'LtiDeepLinkingResponse',
    [claims.version]: '1.3.0',
    [claims.deploymentId]: session.deploymentId,
    [claims.deepLinkingContentItems]: [item],
    ...(session.data ? { [claims.deepLinkingData]: session.data } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
}
