/** What every route sees in its context: the running session, for the auth and role gates. */
import type { SessionActor } from '@/features/auth/session-context';

/** The router context. */
export interface RouterContext {
  session: SessionActor;
}
