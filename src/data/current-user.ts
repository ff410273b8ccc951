/** `GET /users/me` (SPEC §7): the current user, with the role split off as permissions. */
import { parseCurrentUser } from '@contract/wire';
import { apiRequest } from './api-client';
import { saveStoredUser, type StoredUser } from './session-storage';

/** Loads the current user, keeps it in localStorage for offline restarts, and answers it. */
export async function fetchCurrentUser(): Promise<StoredUser> {
  const { role, ...user } = parseCurrentUser(await apiRequest('/users/me'));
  const stored: StoredUser = { user, permissions: role };
  saveStoredUser(stored);
  return stored;
}
