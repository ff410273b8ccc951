/**
 * The session (SPEC §4): signed out or signed in, the token kept in localStorage, the identity
 * provider's auth state watched while signed in, and logout (the token removed, the Firebase
 * session ended, the device's data cleared, then /login). Services are passed in, so the machine
 * never imports Firebase, the database or the router.
 */
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { deleteDashboardSnapshot } from '@/data/dashboard-snapshot';
import {
  readDataOwner,
  readStoredUser,
  readToken,
  removeStoredUser,
  removeToken,
  saveDataOwner,
  saveToken,
  type StoredUser,
} from '@/data/session-storage';

/** What the identity provider reports while watched. */
export interface AuthChange {
  hasUser: boolean;
  /** The current ID token, or `null` when it could not be read (e.g. offline). */
  token: string | null;
}

/** The outside world the session needs. */
export interface SessionServices {
  /** Starts watching the identity provider; resolves to the function that stops watching. */
  watchAuth: (onChange: (change: AuthChange) => void, onError: (error: unknown) => void) => Promise<() => void>;
  /** `GET /users/me`, stored with permissions. */
  loadUser: () => Promise<StoredUser>;
  /** Ends the identity provider's session. */
  signOut: () => Promise<void>;
  countPendingWrites: () => Promise<number>;
  clearLocalUserData: () => Promise<void>;
  /** Client-side navigation, e.g. to /login. */
  navigate: (to: string) => void;
}

/** `always`: the user confirmed logout. `unlessPending`: keep unsynced writes (a forced logout). */
export type ClearMode = 'always' | 'unlessPending';

/** The session's data: the token and the stored user with permissions (both mirrored in localStorage). */
export interface SessionContext {
  token: string | null;
  stored: StoredUser | null;
}

/** Events, named `domain.verb`: `session.*` from the app, `auth.*` from the identity provider watcher. */
export type SessionEvent =
  | { type: 'session.signedIn'; token: string }
  | { type: 'session.logout' }
  /** The user saved their profile: the server's answer replaces the stored user (already in localStorage). */
  | { type: 'session.userUpdated'; stored: StoredUser }
  | { type: 'session.unauthorized' }
  | { type: 'auth.changed'; change: AuthChange }
  | { type: 'auth.failed'; error: unknown };

/** Builds the session machine around the given services. */
export function createSessionMachine(services: SessionServices) {
  return setup({
    types: {} as { context: SessionContext; events: SessionEvent },
    actions: {
      storeSignInToken: assign(({ event }) => {
        assertEvent(event, 'session.signedIn');
        saveToken(event.token);
        return { token: event.token };
      }),
      storeFreshToken: assign(({ event }) => {
        assertEvent(event, 'auth.changed');
        if (event.change.token) saveToken(event.change.token);
        return { token: readToken() };
      }),
      storeUser: assign((_, stored: StoredUser) => ({ stored })),
      storeUpdatedUser: assign(({ event }) => {
        assertEvent(event, 'session.userUpdated');
        return { stored: event.stored };
      }),
      recordDataOwner: ({ context }) => saveDataOwner(context.stored?.user.uid ?? readDataOwner()),
      removeSession: assign(() => {
        removeToken();
        removeStoredUser();
        return { token: null, stored: null };
      }),
      goToLogin: () => services.navigate('/login'),
      warnLogoutFailed: () => console.warn('Error occured in logout!'),
      warnClearFailed: () => console.warn("Could not clear the previous user's data from this device"),
    },
    guards: {
      hasToken: ({ context }) => context.token !== null,
      hasStoredUser: ({ context }) => context.stored !== null,
      // Unsynced writes of someone else (left by a forced logout) must never go out under this user.
      holdsAnotherUsersData: (_, stored: StoredUser) => {
        const owner = readDataOwner();
        return owner !== null && owner !== stored.user.uid;
      },
      lostUserOrToken: ({ event }) => {
        assertEvent(event, 'auth.changed');
        return !event.change.hasUser || !(event.change.token ?? readToken());
      },
    },
    actors: {
      watchAuth: fromCallback<SessionEvent>(({ sendBack }) => {
        let stop: (() => void) | undefined;
        let stopped = false;
        services
          .watchAuth(
            (change) => sendBack({ type: 'auth.changed', change }),
            (error) => sendBack({ type: 'auth.failed', error }),
          )
          .then((unsubscribe) => (stopped ? unsubscribe() : (stop = unsubscribe)))
          // The auth module could not load (offline before it was cached): keep the stored session.
          .catch((error: unknown) => console.warn('Could not watch the sign-in state', error));
        return () => {
          stopped = true;
          stop?.();
        };
      }),
      loadUser: fromPromise(() => services.loadUser()),
      clearOtherUsersData: fromPromise(() => services.clearLocalUserData()),
      endSession: fromPromise<void, { clear: ClearMode }>(async ({ input }) => {
        const clearData = async () => {
          if (input.clear === 'always' || (await services.countPendingWrites()) === 0) await services.clearLocalUserData();
        };
        // The dashboard kept for the next start goes whatever else stays (src/data/dashboard-snapshot.ts).
        const results = await Promise.allSettled([clearData(), services.signOut(), deleteDashboardSnapshot()]);
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
      }),
    },
  }).createMachine({
    id: 'session',
    context: () => ({ token: readToken(), stored: readStoredUser() }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }] },
      signedOut: {
        on: {
          'session.signedIn': { target: 'signedIn', actions: 'storeSignInToken' },
          'session.unauthorized': { actions: 'goToLogin' },
        },
      },
      signedIn: {
        invoke: { src: 'watchAuth' },
        initial: 'starting',
        states: {
          starting: { always: [{ guard: 'hasStoredUser', target: 'refreshingUser' }, { target: 'loadingUser' }] },
          // No stored user yet: role-gated routes wait for this load.
          loadingUser: {
            invoke: {
              src: 'loadUser',
              onDone: [
                {
                  guard: { type: 'holdsAnotherUsersData', params: ({ event }) => event.output },
                  target: 'clearingOtherUsersData',
                  actions: { type: 'storeUser', params: ({ event }) => event.output },
                },
                { target: 'ready', actions: { type: 'storeUser', params: ({ event }) => event.output } },
              ],
              onError: 'ready', // a failed load is ignored silently (SPEC §7)
            },
          },
          clearingOtherUsersData: {
            invoke: { src: 'clearOtherUsersData', onDone: 'ready', onError: { target: 'ready', actions: 'warnClearFailed' } },
          },
          // A stored user is there: render with it and refresh it in the background.
          refreshingUser: {
            invoke: {
              src: 'loadUser',
              onDone: { target: 'ready', actions: { type: 'storeUser', params: ({ event }) => event.output } },
              onError: 'ready',
            },
          },
          ready: { entry: 'recordDataOwner' },
        },
        on: {
          'auth.changed': [{ guard: 'lostUserOrToken', target: 'loggingOut.forced' }, { actions: 'storeFreshToken' }],
          'auth.failed': 'loggingOut.forced',
          'session.unauthorized': 'loggingOut.forced',
          'session.logout': 'loggingOut.confirmed',
          'session.userUpdated': { actions: 'storeUpdatedUser' },
        },
      },
      loggingOut: {
        entry: 'removeSession',
        initial: 'confirmed',
        states: {
          confirmed: { invoke: { src: 'endSession', input: { clear: 'always' }, onDone: '#session.signedOut', onError: { target: '#session.signedOut', actions: 'warnLogoutFailed' } } },
          forced: { invoke: { src: 'endSession', input: { clear: 'unlessPending' }, onDone: '#session.signedOut', onError: { target: '#session.signedOut', actions: 'warnLogoutFailed' } } },
        },
        exit: 'goToLogin',
      },
    },
  });
}

/** The machine type, for typing actors and snapshots. */
export type SessionMachine = ReturnType<typeof createSessionMachine>;
