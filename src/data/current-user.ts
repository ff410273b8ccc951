/** `GET /users/me` (SPEC §7): the current user, with the role split off as permissions. */
import type { ProfilePatch } from '@contract/profile';
import { parseCurrentUser } from '@contract/wire';
import { apiRequest } from './api-client';
import { saveStoredUser, type StoredUser } from './session-storage';

/** Loads the current user, keeps it in localStorage for offline restarts, and answers it. */
export async function fetchCurrentUser(): Promise<StoredUser> {
  return keep(await apiRequest('/users/me'));
}

/** `PATCH /users/me`: the name and photo the user saved; keeps and answers the updated user. */
export async function saveServerProfile(profile: ProfilePatch): Promise<StoredUser> {
  return keep(await apiRequest('/users/me', { method: 'PATCH', body: profile }));
}

function keep(answer: unknown): StoredUser {
  const { role, ...user } = parseCurrentUser(answer);
  const stored: StoredUser = { user, permissions: role };
  saveStoredUser(stored);
  return stored;
}
