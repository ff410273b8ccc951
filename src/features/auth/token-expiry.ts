/**
 * How long a stored ID token stays good, read from its `exp` claim (the token itself is checked by
 * the server). Firebase refreshes a token within 5 minutes of its expiry; the app applies the same
 * rule before loading the SDK, so a start with a fresh stored token does not fetch Firebase Auth.
 */
import { tokenClaims } from '@/data/token-claims';

/** Firebase's own margin: a token expiring sooner than this is refreshed. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/** The token's expiry in ms since 1970, or `null` when it is not a readable JWT. */
export function tokenExpiresAt(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** How many ms the token can be used before it must be refreshed (≤ 0: now; unreadable: 0). */
export function msUntilRefresh(token: string | null, now = Date.now()): number {
  const expiresAt = token ? tokenExpiresAt(token) : null;
  return expiresAt === null ? 0 : expiresAt - TOKEN_REFRESH_MARGIN_MS - now;
}

/**
 * Resolves when the token read by `read` needs refreshing (at once when it does already), checking
 * again when the timer fires: a refresh meanwhile moves the time on. Timers longer than about 24.8
 * days would overflow, so each wait is capped.
 */
export function untilTokenNeedsRefresh(read: () => string | null): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const wait = msUntilRefresh(read());
      if (wait <= 0) resolve();
      else setTimeout(check, Math.min(wait, 2 ** 30));
    };
    check();
  });
}
