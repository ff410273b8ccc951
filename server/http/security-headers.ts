/**
 * Security headers on every answer (ASVS 3.4): a CSP that lets the Firebase Auth popup work
 * (SDK helper script from apis.google.com, the auth iframe on *.firebaseapp.com, token calls to
 * Google's identity hosts) with `object-src 'none'` and `base-uri 'none'`. Mantine sets inline
 * styles, so style-src allows them; the one inline script (the prerendered /login's starter,
 * start-after-paint.ts) is allowed by its hash (WebAssembly may compile: sql.js).
 */
import type { MiddlewareHandler } from 'hono';
import { START_AFTER_PAINT_SOURCE } from './start-after-paint';

/** The Content-Security-Policy of the PWA and the API. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' compiles WebAssembly (sql.js reading an Anki .apkg on the deck editor), never JS eval.
  `script-src 'self' ${START_AFTER_PAINT_SOURCE} https://apis.google.com 'wasm-unsafe-eval'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.googleusercontent.com",
  "font-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
  'frame-src https://*.firebaseapp.com',
  "worker-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const headers: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // same-origin would break signInWithPopup (firebase-js-sdk #6467).
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Sets the security headers on the response; `/package-content/*` (SCORM/H5P files, issue 51) sets
 * its own. With a package origin the app may frame that origin (frame-src); without one the package
 * plays from the app's own `/package-content/` in a sandbox without `allow-same-origin`, so the app
 * may frame 'self' (the app's origin is not known here for a path source; its other pages still
 * refuse to be framed: X-Frame-Options DENY, frame-ancestors 'none').
 */
export function securityHeaders(packageOrigin?: string): MiddlewareHandler {
  const framed = packageOrigin ? new URL(packageOrigin).origin : "'self'";
  const policy = CONTENT_SECURITY_POLICY.replace('frame-src ', `frame-src ${framed} `);
  const all = { ...headers, 'content-security-policy': policy };
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith('/package-content/')) return;
    // A page that sets its own CSP and framing (the LTI pages, server/lti/pages.ts) keeps them.
    const own = c.res.headers.has('content-security-policy');
    for (const [name, value] of Object.entries(all)) {
      if (own && (name === 'content-security-policy' || name === 'x-frame-options')) continue;
      c.res.headers.set(name, value);
    }
  };
}
