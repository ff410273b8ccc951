/** The running session actor, shared with components through React context (the app's state store). */
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SessionMachine } from './machines/session.machine';

/** The running session actor. */
export type SessionActor = ActorRefFrom<SessionMachine>;
/** One snapshot of the session. */
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/** Provides the session actor to the tree. */
export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** The session actor; send it events such as `session.logout`. */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
}

/** Reads part of the session and re-renders when it changes. */
export function useSession<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), select);
}
