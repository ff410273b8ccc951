/** The PWA and media as the browser sees them: caching, fallback, headers (the Auth Emulator proxy: emulator-proxy.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { START_AFTER_PAINT_SCRIPT, START_AFTER_PAINT_SOURCE } from '../../server/http/start-after-paint';
import { createTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the PWA', () => {
  it('serves index.html for SPA paths with no-cache', async () => {
    for (const path of ['/', '/courses', '/course-details/c5-python', '/teacher-dashboard/batch-students/x']) {
      const res = await server.app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves /login its prerendered page (precompressed, no-cache), and every other path index.html', async () => {
    for (const query of ['', '?redirect=%2Fcourses']) {
      const plain = await server.app.request(`/login${query}`);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('content-type')).toMatch(/^text\/html/);
      expect(plain.headers.get('cache-control')).toBe('no-cache');
      expect(await plain.text()).toContain('data-prerendered="login"><h1>Sign in</h1>');
    }
    const brotli = await server.app.request('/login', { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain('<h1>Sign in</h1>');
    expect(await (await server.app.request('/signup')).text()).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year and sw.js not at all', async () => {
    const asset = await server.app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and the plain file otherwise', async () => {
    const brotli = await server.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe('console.log("app");');
    const gzip = await server.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('console.log("app");');
    const plain = await server.app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app");');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    expect((await server.app.request('/assets/missing-123.js')).status).toBe(404);
  });

  it('sends the security headers with a CSP that allows the Firebase popup', async () => {
    for (const path of ['/', '/api/health']) {
      const res = await server.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "frame-src 'self' https://*.firebaseapp.com",
        `script-src 'self' ${START_AFTER_PAINT_SOURCE} https://apis.google.com`, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', "style-src 'self' 'unsafe-inline'"]) {
        expect(csp).toContain(part);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // The one inline script allowed is the /login starter, by the hash of its exact text.
      expect(START_AFTER_PAINT_SOURCE).toBe(`'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('media', () => {
  it('answers byte ranges with 206', async () => {
    const res = await server.app.request('/media/demo-intro.webm', { headers: { range: 'bytes=0-99' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it('serves the whole PDF and 404s unknown media', async () => {
    const pdf = await server.app.request('/media/demo-handout.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await server.app.request('/media/nope.webm')).status).toBe(404);
  });
});
