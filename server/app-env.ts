/** The types every route shares: per-request variables and the app's dependencies. */
import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { Env } from './env';
import type { LiveBus } from './live/bus';
import type { RateLimit, RateLimiter } from './http/rate-limit';
import type { TokenVerifier } from './auth/token-verifier';
import type { Tutor } from './ai/tutor';
import type { MediaUploads } from './media/uploads';
import type { Caller } from './auth/caller';
import type { ApiKeyScope } from '../contract/api-keys';

/** Hono's environment for this app: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    caller: Caller;
    /** Set when the request came with an API key (issue 54): which key, and what its scopes open. */
    apiKey?: { id: string; scopes: ApiKeyScope[] };
    /** Set by a route that changed the caller's own row (their name): the caller cache forgets them. */
    callerChanged?: true;
    /** The shared rate counter and the limits writes are checked against (server/http/throttle.ts). */
    throttle: { limiter: RateLimiter; limits: Limits };
  };
}

/** Per-key request limits; tests lower them. */
export interface Limits {
  /** Requests with a missing or invalid token, per client address. */
  failedAuth: RateLimit;
  /** AI chat calls per user. */
  aiChat: RateLimit;
  /** Write requests (push and every other POST/PATCH/DELETE) per user and per organisation. */
  writesPerUser: RateLimit;
  writesPerOrganisation: RateLimit;
  /** Chat messages (`message.send` intents in pushes) per user and per organisation. */
  messagesPerUser: RateLimit;
  messagesPerOrganisation: RateLimit;
  /** How long a resolved membership (role) is remembered; 0 turns the cache off. */
  callerCacheMs: number;
  /** Largest request body under /api and through the Auth Emulator proxy, in bytes. */
  bodyBytes: number;
  /** Largest body of `POST /api/sync/push` (its own limit: the largest valid write alone must fit). */
  pushBodyBytes: number;
  /** Rows of paged staff tables per paged pull answer (issue 14; server/sync/pull-pages.ts). */
  pullPageRows: number;
}

/** What the app is built from (see `createApp`). */
export interface AppDeps {
  db: Database;
  env: Env;
  logger: Logger;
  verifier: TokenVerifier;
  limits: Limits;
  /** The live-event bus (LISTEN/NOTIFY) this process publishes on and streams listen to. */
  live: LiveBus;
  /** Where demo media (`/media/*`) is read from. */
  mediaDir: string;
  /** Media uploads (tus); by default the store the environment chooses (server/media/uploads.ts). */
  uploads?: MediaUploads;
  /** The AI tutor; by default the provider the environment chooses (server/ai/tutor.ts). */
  tutor?: Tutor;
  /** The VAPID keys that sign Web Push (issue 53); without them `/api/push/vapid-public-key` answers 404. */
  vapid?: { publicKey: string; privateKey: string; subject: string };
}
