/**
 * Posts queued scores (score-queue.ts) to their line items' `/scores` endpoints (AGS 2.0), each
 * with an access token got by the client-credentials grant and a JWT assertion signed with the
 * tool's key (RFC 7523). A worker runs in every API process: on an interval, and at once when an
 * attempt on a placed quiz commits ({@link wakeScoreWorkers}).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { ltiPlatforms } from '../db/schema';
import { AGS_SCORE_SCOPE } from './claims';
import type { Platform } from './platforms';
import { claimScores, markFailed, markPosted, type ClaimedScore } from './score-queue';
import { toolKey } from './tool-key';

const wakers = new Set<() => void>();
/** Wakes this process's workers (after a commit that queued scores). */
export function wakeScoreWorkers(): void {
  for (const wake of wakers) wake();
}

const tokens = new Map<string, { token: string; until: number }>();

async function accessToken(db: Database, platform: Platform, pem: string | undefined): Promise<string> {
  const cached = tokens.get(platform.id);
  if (cached && cached.until > Date.now()) return cached.token;
  const key = await toolKey(db, pem);
  const assertion = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: key.kid }).setIssuer(platform.clientId).setSubject(platform.clientId)
    .setAudience(platform.authTokenUrl).setIssuedAt().setExpirationTime('5m').setJti(randomUUID()).sign(key.privateKey);
  const res = await fetch(platform.authTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion, scope: AGS_SCORE_SCOPE }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`the token endpoint answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const body = (await res.json()) as { access_token?: unknown; expires_in?: unknown };
  if (typeof body.access_token !== 'string') throw new Error('the token endpoint answered no access_token');
  const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3_600;
  tokens.set(platform.id, { token: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return body.access_token;
}

/** `https://lms/lineitems/7?x=1` → `https://lms/lineitems/7/scores?x=1`. */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/scores`;
  return url.toString();
}

async function post(db: Database, row: ClaimedScore, pem: string | undefined): Promise<void> {
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, row.platformId));
  if (!platform) throw new Error('the platform is no longer registered');
  const token = await accessToken(db, platform, pem);
  const res = await fetch(scoresUrl(row.lineItemUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.ims.lis.v1.score+json' },
    body: JSON.stringify({
      userId: row.platformUserId, scoreGiven: row.scoreGiven, scoreMaximum: row.scoreMaximum,
      activityProgress: 'Completed', gradingProgress: 'FullyGraded', timestamp: row.gradedAt.toISOString(),
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 401) tokens.delete(platform.id);
  if (!res.ok) throw new Error(`the scores endpoint answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
}

/** Posts every due score; answers how many were posted and how many failed. */
export async function drainScores(db: Database, options: { pem?: string; leaseMs?: number; logger?: Logger } = {}): Promise<{ posted: number; failed: number }> {
  const counts = { posted: 0, failed: 0 };
  for (let batch = await claimScores(db, 20, options.leaseMs ?? 60_000); batch.length; batch = await claimScores(db, 20, options.leaseMs ?? 60_000)) {
    for (const row of batch) {
      try {
        await post(db, row, options.pem);
        await markPosted(db, row.id);
        counts.posted += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.logger?.warn({ scoreId: row.id, tries: row.tries, err: message }, 'an LTI score post failed');
        await markFailed(db, row, message);
        counts.failed += 1;
      }
    }
  }
  return counts;
}

/** Starts a worker: drains every `intervalMs` and when woken; `stop()` ends it. */
export function startScoreWorker(db: Database, options: { pem?: string; logger: Logger; intervalMs?: number }) {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = drainScores(db, options).catch((error: unknown) => options.logger.error({ err: error }, 'the LTI score worker failed')).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  };
  const timer = setInterval(run, options.intervalMs ?? 30_000);
  timer.unref();
  wakers.add(run);
  return {
    wake: run,
    stop: async () => {
      clearInterval(timer);
      wakers.delete(run);
      await running;
    },
  };
}
