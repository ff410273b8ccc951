import { afterEach, describe, expect, it, vi } from 'vitest';
import { msUntilRefresh, TOKEN_REFRESH_MARGIN_MS, tokenExpiresAt, untilTokenNeedsRefresh } from '@/features/auth/token-expiry';

/** An unsigned JWT (as the Auth Emulator issues) with the given payload. */
function jwt(payload: object): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

afterEach(() => vi.useRealTimers());

describe('token expiry', () => {
  it('reads exp from a JWT, and null from anything else', () => {
    expect(tokenExpiresAt(jwt({ exp: 1_800_000_000, name: 'Aarav' }))).toBe(1_800_000_000_000);
    expect(tokenExpiresAt('not-a-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.b')).toBeNull();
    expect(tokenExpiresAt(jwt({ sub: 'x' }))).toBeNull();
  });

  it('counts down to 5 minutes before expiry; an unreadable or missing token is due now', () => {
    const now = 1_700_000_000_000;
    const token = jwt({ exp: now / 1000 + 3600 });
    expect(msUntilRefresh(token, now)).toBe(3600_000 - TOKEN_REFRESH_MARGIN_MS);
    expect(msUntilRefresh(jwt({ exp: now / 1000 + 60 }), now)).toBeLessThan(0);
    expect(msUntilRefresh(null, now)).toBe(0);
    expect(msUntilRefresh('garbage', now)).toBe(0);
  });

  it('waits until the stored token is due, following a refresh meanwhile', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    let stored: string | null = jwt({ exp: 1_700_000_000 + 600 });
    let due = false;
    void untilTokenNeedsRefresh(() => stored).then(() => (due = true));
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(due).toBe(false);
    stored = jwt({ exp: 1_700_000_000 + 1200 }); // refreshed meanwhile: 10 more minutes
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(due).toBe(false);
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(due).toBe(true);
  });
});
