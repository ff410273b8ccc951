/** After the identity provider signed someone in: start the session, wait for the role, go on. */
import { useRouter } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { safeReturnPath } from './gates';
import { useSessionActor } from './session-context';

/**
 * Answers a function that hands the new ID token to the session, waits until the current user (and
 * so the role) is loaded, then opens `returnTo` (or /dashboard). It answers `false` when the
 * session ended instead (the API refused the account: 401 or 403).
 */
export function useCompleteSignIn(): (token: string, returnTo?: string) => Promise<boolean> {
  const session = useSessionActor();
  const router = useRouter();
  return async (token, returnTo) => {
    session.send({ type: 'session.signedIn', token });
    const settled = await waitFor(session, (s) => s.matches({ signedIn: 'ready' }) || !s.matches('signedIn'), { timeout: 30_000 }).catch(
      () => session.getSnapshot(),
    );
    if (!settled.matches('signedIn')) return false;
    router.history.push(safeReturnPath(returnTo));
    return true;
  };
}
