/**
 * Wires the session: the machine's services (Firebase Auth loaded lazily after first paint, the
 * current-user call, the local database, navigation) and the API client's hooks.
 */
import { createActor } from 'xstate';
import { configureApiClient } from '@/data/api-client';
import { setSignedInUser } from '@/data/signed-in-user';
import { readToken } from '@/data/session-storage';
import { authLoaded, configureAuth, currentIdToken, loadAuth } from '@/features/auth/auth-loader';
import { createSessionMachine, type SessionServices } from '@/features/auth/machines/session.machine';
import type { SessionActor } from '@/features/auth/session-context';
import { untilTokenNeedsRefresh } from '@/features/auth/token-expiry';
import { afterPaint } from '@/ui/after-paint';

const firebaseAuth = () => Promise.all([loadAuth(), import('@/features/auth/firebase-auth')]);
const localData = () => import('@/data/local-data');

/** The real services; `navigate` is late-bound because the router is created after the session. */
export function sessionServices(navigate: (to: string) => void): SessionServices {
  return {
    // Firebase Auth is loaded when the stored token is due for refresh (at once without one), or
    // earlier if a request or sign-out loads it: a start with a fresh token does not fetch it.
    watchAuth: async (onChange, onError) => {
      await afterPaint();
      await Promise.race([untilTokenNeedsRefresh(readToken), authLoaded()]);
      const [auth, m] = await firebaseAuth();
      return m.watchIdToken(auth, onChange, onError);
    },
    loadUser: async () => {
      await afterPaint();
      return (await import('@/data/current-user')).fetchCurrentUser();
    },
    signOut: async () => {
      const [auth, m] = await firebaseAuth();
      await m.endFirebaseSession(auth);
    },
    countPendingWrites: async () => (await localData()).countPendingWrites(),
    clearLocalUserData: async () => (await localData()).clearLocalUserData(),
    navigate,
  };
}

/** Starts the session actor and plugs it into the API client. */
export function startSession(navigate: (to: string) => void): SessionActor {
  configureAuth(async () => {
    const { env } = await import('./env');
    return { firebase: env.firebase, emulatorUrl: env.authEmulatorUrl };
  });
  const actor = createActor(createSessionMachine(sessionServices(navigate)));
  // Features read the user from here (src/data/signed-in-user.ts), fed by the actor only.
  actor.subscribe((snapshot) => setSignedInUser(snapshot.context.stored));
  actor.start();
  setSignedInUser(actor.getSnapshot().context.stored);
  configureApiClient({
    getIdToken: currentIdToken,
    onUnauthorized: () => actor.send({ type: 'session.unauthorized' }),
    onServerError: () => navigate('/500'),
  });
  return actor;
}
