/**
 * Forwards the Firebase Auth Emulator's paths to it, so the PWA signs in on its own origin
 * (`connectAuthEmulator(auth, location.origin)`). Without an emulator those paths are 404.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from './problem';

/** Path prefixes the Auth Emulator answers. */
export const EMULATOR_PREFIXES = ['/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'];

const forwardedHeaders = ['content-type', 'authorization', 'accept', 'x-client-version', 'x-firebase-gmpid'];

/** Registers the proxy routes on `app` (before the SPA fallback). */
export function mountEmulatorProxy(app: Hono<AppEnv>, emulatorHost: string | undefined): void {
  for (const prefix of EMULATOR_PREFIXES) {
    app.all(`${prefix}/*`, async (c) => {
      if (!emulatorHost) throw new HttpError(404, 'The Auth Emulator is not configured.');
      const url = new URL(c.req.url);
      const headers = new Headers();
      for (const name of forwardedHeaders) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const hasBody = !['GET', 'HEAD'].includes(c.req.method);
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
    });
  }
}
