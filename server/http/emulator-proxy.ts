/**
 * Forwards the Firebase Auth Emulator's paths to it, so the PWA signs in on its own origin
 * (`connectAuthEmulator(auth, location.origin)`). Only the client calls the PWA's sign-in makes are
 * forwarded; the emulator's admin API (`Bearer owner`: list, read or delete every account) and
 * everything else is 404, as are all of these paths without an emulator. Bodies are capped like `/api`.
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { limitBody } from './body-limit';
import { HttpError, refuse } from './problem';

/** Path prefixes the Auth Emulator answers. */
export const EMULATOR_PREFIXES = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'];

/**
 * `METHOD path` of every call the Firebase Auth SDK makes for the PWA (src/features/auth): email
 * sign-in and sign-up, popup sign-in (the emulator's IdP handler page and helper iframe, then
 * signInWithIdp), the account lookup after sign-in, the profile update, the password reset email,
 * the token refresh, and the password policy and reCAPTCHA settings the SDK reads on an error.
 */
export const FORWARDED_EMULATOR_CALLS: ReadonlySet<string> = new Set([
  'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
  'POST /identitytoolkit.googleapis.com/v1/accounts:signUp',
  // An LTI launch's custom token (issue 54; the emulator takes unsigned ones, as it takes unsigned ID tokens).
  'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken',
  'POST /identitytoolkit.googleapis.com/v1/accounts:signInWithIdp',
  'POST /identitytoolkit.googleapis.com/v1/accounts:lookup',
  'POST /identitytoolkit.googleapis.com/v1/accounts:update',
  'POST /identitytoolkit.googleapis.com/v1/accounts:sendOobCode',
  'GET /identitytoolkit.googleapis.com/v2/passwordPolicy',
  'GET /identitytoolkit.googleapis.com/v2/recaptchaConfig',
  'POST /securetoken.googleapis.com/v1/token',
  'GET /emulator/auth/handler',
  'GET /emulator/auth/iframe',
]);

// No `authorization`: the client SDK authenticates with the API key and the ID token in the body;
// an Authorization header only ever carries the emulator's admin credential (`Bearer owner`).
const forwardedHeaders = ['content-type', 'accept', 'x-client-version', 'x-firebase-gmpid', 'x-firebase-client'];

async function forward(c: Context<AppEnv>, emulatorHost: string): Promise<Response> {
  const url = new URL(c.req.url);
  const headers = new Headers();
  for (const name of forwardedHeaders) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const hasBody = c.req.method !== 'GET';
  const upstream = await fetch(`http://${emulatorHost}${url.pathname}${url.search}`, {
    method: c.req.method,
    headers,
    body: hasBody ? await c.req.arrayBuffer() : undefined,
  }).catch(() => {
    throw new HttpError(502, 'The Auth Emulator did not answer.');
  });
  const answer = new Headers();
  const type = upstream.headers.get('content-type');
  if (type) answer.set('content-type', type);
  answer.set('cache-control', 'no-store');
  return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers: answer });
}

/** Registers the proxy routes on `app` (before the SPA fallback); bodies above `bodyBytes` are 413. */
export function mountEmulatorProxy(app: Hono<AppEnv>, emulatorHost: string | undefined, bodyBytes: number): void {
  for (const prefix of EMULATOR_PREFIXES) {
    if (!emulatorHost) {
      app.all(`${prefix}/*`, () => {
        throw new HttpError(404, 'The Auth Emulator is not configured.');
      });
      continue;
    }
    app.all(
      `${prefix}/*`,
      async (c, next) => {
        if (!FORWARDED_EMULATOR_CALLS.has(`${c.req.method} ${c.req.path}`)) {
          throw refuse(404, 'no-route', { method: c.req.method, path: c.req.path });
        }
        await next();
      },
      limitBody(bodyBytes),
      (c) => forward(c, emulatorHost),
    );
  }
}
