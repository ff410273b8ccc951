/** The types every route shares: per-request variables and the app's dependencies. */
import type { Logger } from 'pino';
import type { CurrentUser } from '../contract/api';
import type { Database } from './db/client';
import type { Env } from './env';
import type { LiveBus } from './live/bus';
import type { RateLimit } from './http/rate-limit';
import type { TokenVerifier } from './auth/token-verifier';
import type { Tutor } from './ai/tutor';

/** The signed-in user of a request, in the organisation the request names: what `GET /users/me` answers. */
export type Caller = CurrentUser;

/** Hono's environment for this app: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    caller: Caller;
  };
}

/** Per-key request limits; tests lower them. */
export interface Limits {
  /** Requests with a missing or invalid token, per client address. */
  failedAuth: RateLimit;
  /** AI chat calls per user. */
  aiChat: RateLimit;
  /** How long a resolved membership (role) is remembered; 0 turns the cache off. */
  callerCacheMs: number;
  /** Largest request body under /api, in bytes. */
  bodyBytes: number;
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
  /** The AI tutor; by default the provider the environment chooses (server/ai/tutor.ts). */
  tutor?: Tutor;
}
