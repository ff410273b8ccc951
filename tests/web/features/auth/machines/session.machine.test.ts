import { afterEach, describe, expect, test, vi } from 'vitest';
import { waitFor } from 'xstate';
import { readDataOwner, readStoredUser, readToken, saveDataOwner, SESSION_TOKEN_KEY } from '@/data/session-storage';
import type { AuthChange } from '@/features/auth/machines/session.machine';
import { startFakeSession, storeSession, storedUser } from '../../../support/session';

afterEach(() => vi.restoreAllMocks());

const settled = (actor: ReturnType<typeof startFakeSession>['actor']) => waitFor(actor, (s) => s.matches('signedOut'));

describe('starting', () => {
  test('without a stored token the session is signed out and Firebase is not watched', () => {
    const { actor, services } = startFakeSession();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(services.watchAuth).not.toHaveBeenCalled();
  });

  test('with a stored token and user it is signed in at once, watches Firebase and refreshes the user', async () => {
    storeSession('teacher');
    const loadUser = vi.fn(async () => storedUser('admin'));
    const { actor, services } = startFakeSession({ loadUser });
    expect(actor.getSnapshot().matches({ signedIn: 'refreshingUser' })).toBe(true);
    expect(actor.getSnapshot().context.stored?.permissions).toBe('teacher');
    expect(services.watchAuth).toHaveBeenCalledOnce();
    const ready = await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(ready.context.stored?.permissions).toBe('admin');
  });

  test('a failed user load is ignored: the stored user stays', async () => {
    storeSession('learner');
    const { actor } = startFakeSession();
    const ready = await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(ready.context.stored?.permissions).toBe('learner');
  });
});

describe('signing in', () => {
  test('stores the token, loads the user with the role as permissions, then is ready', async () => {
    const { actor } = startFakeSession({ loadUser: async () => storedUser('teacher') });
    actor.send({ type: 'session.signedIn', token: 'fresh-token' });
    expect(readToken()).toBe('fresh-token');
    expect(actor.getSnapshot().matches({ signedIn: 'loadingUser' })).toBe(true);
    const ready = await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(ready.context.stored?.permissions).toBe('teacher');
  });
});

describe('a saved profile', () => {
  test('replaces the stored user in the session, role and all, without leaving the signed-in state', async () => {
    storeSession('learner');
    const { actor } = startFakeSession();
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    const before = actor.getSnapshot().context.stored!;
    actor.send({ type: 'session.userUpdated', stored: { ...before, user: { ...before.user, displayName: 'Lena Rao' } } });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.stored?.user.displayName).toBe('Lena Rao');
    expect(actor.getSnapshot().context.stored?.permissions).toBe('learner');
  });
});

describe('watching the identity provider', () => {
  function watched() {
    storeSession('learner');
    let report: (change: AuthChange) => void = () => {};
    const session = startFakeSession({
      watchAuth: async (onChange) => {
        report = onChange;
        return () => {};
      },
    });
    return { ...session, report: (change: AuthChange) => report(change) };
  }

  test('a refreshed ID token replaces the stored one', async () => {
    const { actor, report } = watched();
    await Promise.resolve();
    report({ hasUser: true, token: 'refreshed' });
    expect(readToken()).toBe('refreshed');
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  test('no Firebase user: logged out and sent to /login', async () => {
    const { actor, services, report } = watched();
    await Promise.resolve();
    report({ hasUser: false, token: null });
    await settled(actor);
    expect(readToken()).toBeNull();
    expect(services.signOut).toHaveBeenCalledOnce();
    expect(services.navigate).toHaveBeenCalledWith('/login');
  });

  test('a user but no token at all (none stored, none readable): logged out', async () => {
    const { actor, report } = watched();
    await Promise.resolve();
    localStorage.removeItem(SESSION_TOKEN_KEY);
    report({ hasUser: true, token: null });
    await settled(actor);
  });

  test('offline (token unreadable but stored): stays signed in', async () => {
    const { actor, report } = watched();
    await Promise.resolve();
    report({ hasUser: true, token: null });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(readToken()).toBe('token-learner');
  });
});

describe('logging out', () => {
  test('the logout event removes the token and user, ends Firebase, clears the device, goes to /login', async () => {
    storeSession('admin');
    const order: string[] = [];
    const { actor } = startFakeSession({
      countPendingWrites: async () => 3,
      clearLocalUserData: async () => void order.push(`clear (token ${readToken()})`),
      signOut: async () => void order.push('signOut'),
      navigate: (to) => void order.push(`navigate ${to}`),
    });
    actor.send({ type: 'session.logout' });
    await settled(actor);
    expect(readToken()).toBeNull();
    expect(readStoredUser()).toBeNull();
    // The user confirmed: the device is cleared even with writes waiting.
    expect(order).toEqual(['clear (token null)', 'signOut', 'navigate /login']);
  });

  test('a failure only warns "Error occured in logout!" and still ends signed out at /login', async () => {
    storeSession('learner');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, services } = startFakeSession({ signOut: async () => Promise.reject(new Error('network')) });
    actor.send({ type: 'session.logout' });
    await settled(actor);
    expect(warn).toHaveBeenCalledWith('Error occured in logout!');
    expect(services.navigate).toHaveBeenCalledWith('/login');
    expect(readToken()).toBeNull();
  });

  test('a 401 mid-session logs out but keeps unsynced writes on the device', async () => {
    storeSession('learner');
    const { actor, services } = startFakeSession({ countPendingWrites: async () => 2 });
    actor.send({ type: 'session.unauthorized' });
    await settled(actor);
    expect(readToken()).toBeNull();
    expect(services.signOut).toHaveBeenCalledOnce();
    expect(services.clearLocalUserData).not.toHaveBeenCalled();
    expect(services.navigate).toHaveBeenCalledWith('/login');
  });

  test('a 401 with nothing waiting clears the device too', async () => {
    storeSession('learner');
    const { actor, services } = startFakeSession();
    actor.send({ type: 'session.unauthorized' });
    await settled(actor);
    expect(services.clearLocalUserData).toHaveBeenCalledOnce();
  });

  test('an auth state error logs out', async () => {
    storeSession('teacher');
    const { actor } = startFakeSession({
      watchAuth: async (_onChange, onError) => {
        onError(new Error('auth/internal-error'));
        return () => {};
      },
    });
    await settled(actor);
    expect(readToken()).toBeNull();
  });
});

describe('a shared phone', () => {
  test("signing in as someone else clears what the last user left (e.g. unsynced writes after a 401)", async () => {
    saveDataOwner('uid-learner');
    const { actor, services } = startFakeSession({ loadUser: async () => storedUser('teacher') });
    actor.send({ type: 'session.signedIn', token: 't' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(services.clearLocalUserData).toHaveBeenCalledOnce();
    expect(readDataOwner()).toBe('uid-teacher');
  });

  test('the same user signing in again keeps their unsynced writes', async () => {
    saveDataOwner('uid-learner');
    const { actor, services } = startFakeSession({ loadUser: async () => storedUser('learner') });
    actor.send({ type: 'session.signedIn', token: 't' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(services.clearLocalUserData).not.toHaveBeenCalled();
  });
});
