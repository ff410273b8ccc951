/**
 * The CSP of the app and of SCORM/H5P content (issue 51) with and without PACKAGE_ORIGIN: the app may
 * frame the content where it is served (its own origin when unset), and the content keeps its own CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_CONTENT_POLICY } from '../../server/packages/serve-content';
import { createSecondInstance, createTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let withOrigin: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  server = await createTestServer();
  withOrigin = await createSecondInstance(server, { packageOrigin: 'https://content.example.test:8443/base' });
});
afterAll(async () => {
  await withOrigin?.close();
  await server?.close();
});

/** The sources of `directive` in `csp`. */
function sources(csp: string | null, directive: string): string[] {
  const found = (csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === directive);
  return found ? found.slice(1) : [];
}

const contentPaths = ['/package-content/_runtime/player.html', '/package-content/_runtime/player.js', '/package-content/_runtime/h5p-player.html'];

describe('the package frame and the CSP', () => {
  it("without PACKAGE_ORIGIN the app may frame its own origin (the sandboxed player), nothing else new", async () => {
    for (const path of ['/', '/courses', '/api/health']) {
      const res = await server.app.request(path);
      expect(sources(res.headers.get('content-security-policy'), 'frame-src'), path).toEqual(["'self'", 'https://*.firebaseapp.com']);
      // The app's pages themselves still refuse to be framed.
      expect(sources(res.headers.get('content-security-policy'), 'frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('with PACKAGE_ORIGIN the app may frame that origin and not its own', async () => {
    const res = await withOrigin.app.request('/courses');
    expect(sources(res.headers.get('content-security-policy'), 'frame-src')).toEqual(['https://content.example.test:8443', 'https://*.firebaseapp.com']);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it("serves the content with its own CSP, framable, in both configurations", async () => {
    for (const app of [server.app, withOrigin.app]) {
      for (const path of contentPaths) {
        const res = await app.request(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-security-policy'), path).toBe(PACKAGE_CONTENT_POLICY);
        expect(sources(res.headers.get('content-security-policy'), 'frame-ancestors')).toEqual([]);
        expect(res.headers.get('x-frame-options'), path).toBeNull();
        // Content reaches only where it is served: no connections to Google or elsewhere.
        expect(sources(res.headers.get('content-security-policy'), 'connect-src')).toEqual(["'self'"]);
      }
      // A missing package answers without the app's headers too.
      const missing = await app.request(`/package-content/${'x'.repeat(32)}/index.html`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-frame-options')).toBeNull();
    }
  });
});
