/** The signed-in user as chat needs them: id and display name (stored at sign-in, so known offline). */
import { signedInUser } from '@/data/signed-in-user';
import type { Sender } from './send';

/** The current user, or `null` before sign-in completed. */
export function currentSender(): Sender | null {
  const stored = signedInUser();
  return stored ? { id: stored.user.id, name: stored.user.displayName } : null;
}
