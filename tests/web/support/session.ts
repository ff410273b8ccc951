// Test helpers: a stored session per role, and a session actor with fake services.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import type { Role } from '@contract/api';
import { saveStoredUser, saveToken, type StoredUser } from '@/data/session-storage';
import { setSignedInUser } from '@/data/signed-in-user';
import { createSessionMachine, type SessionServices } from '@/features/auth/machines/session.machine';

/** Who is signed in for a test: nobody, or a user of one role. */
export type Who = 'signed out' | Role;

/** A stored user with `role`. */
export function storedUser(role: Role): StoredUser {
  return {
    user: { id: `u-${role}`, uid: `uid-${role}`, email: `${role}@demo.test`, displayName: `Demo ${role}`, photoURL: null, organisationId: '5', organisationName: 'Demo' },
    permissions: role,
  };
}

/** Puts a session into localStorage as a previous visit would have left it. */
export function storeSession(who: Who): void {
  if (who === 'signed out') {
    setSignedInUser(null);
    return;
  }
  saveToken(`token-${who}`);
  saveStoredUser(storedUser(who));
  // What the app's session actor would hand features (src/app/session.ts).
  setSignedInUser(storedUser(who));
}

/** Services that do nothing unless a test says otherwise; every one is a spy. */
export function fakeServices(overrides: Partial<SessionServices> = {}): SessionServices {
  return {
    watchAuth: vi.fn(async () => () => {}),
    loadUser: vi.fn(async () => Promise.reject(new Error('offline'))),
    signOut: vi.fn(async () => {}),
    countPendingWrites: vi.fn(async () => 0),
    clearLocalUserData: vi.fn(async () => {}),
    navigate: vi.fn(),
    ...overrides,
  };
}

/** A started session actor over fake services. */
export function startFakeSession(overrides: Partial<SessionServices> = {}) {
  const services = fakeServices(overrides);
  const actor = createActor(createSessionMachine(services));
  actor.subscribe((snapshot) => setSignedInUser(snapshot.context.stored));
  actor.start();
  setSignedInUser(actor.getSnapshot().context.stored);
  return { actor, services };
}
