// The dashboard kept for the next start (src/data/dashboard-snapshot.ts): what the service worker
// puts into the shell, and what it refuses (another user's, another build's, anything not ours).
import { describe, expect, it, vi } from 'vitest';
import { deleteDashboardSnapshot, isDashboardSnapshot, shellWithSnapshot, SNAPSHOT_MAX_CHARS, tokenSubject, type DashboardSnapshot } from '@/data/dashboard-snapshot';

const SHELL = `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** An unsigned token whose subject is `sub` (the worker only compares it). */
const tokenFor = (sub: string) => `h.${btoa(JSON.stringify({ sub, user_id: sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

const snapshot: DashboardSnapshot = {
  uid: 'learner-1',
  entry: '/assets/index-abc.js',
  lang: 'ar',
  dir: 'rtl',
  scheme: 'dark',
  styles: ['/assets/index-abc.css', '/assets/signed-in-layout-x1.css'],
  html: '<main><h1>Dashboard</h1><p>Cells, rows &amp; columns</p></main>',
};

describe('the shell with the kept dashboard', () => {
  it('puts the markup into the empty root, inert and busy, with its language, direction, scheme and the stylesheets the shell lacks', () => {
    const html = shellWithSnapshot(SHELL, snapshot, tokenFor('learner-1'))!;
    expect(html).toContain(`<div id="root" data-snapshot="dashboard" inert aria-busy="true">${snapshot.html}</div>`);
    expect(html).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="dark">');
    expect(html.match(/href="\/assets\/index-abc\.css"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/signed-in-layout-x1.css"></head>');
  });

  it("refuses another learner's, a signed-out device's and another build's", () => {
    expect(shellWithSnapshot(SHELL, snapshot, tokenFor('learner-2'))).toBeNull();
    expect(shellWithSnapshot(SHELL, snapshot, null)).toBeNull();
    expect(shellWithSnapshot(SHELL, snapshot, 'not-a-jwt')).toBeNull();
    expect(shellWithSnapshot(SHELL, { ...snapshot, entry: '/assets/index-old.js' }, tokenFor('learner-1'))).toBeNull();
    expect(shellWithSnapshot(SHELL.replace('<div id="root"></div>', '<div id="root">x</div>'), snapshot, tokenFor('learner-1'))).toBeNull();
  });

  it('refuses what it did not write: a script, a foreign stylesheet, odd attributes, an oversized page', () => {
    const token = tokenFor('learner-1');
    const bad: unknown[] = [
      null,
      { ...snapshot, html: '<img src=x onerror=1><script>alert(1)</script>' },
      { ...snapshot, html: 'x'.repeat(SNAPSHOT_MAX_CHARS + 1) },
      { ...snapshot, styles: ['https://evil.example/x.css'] },
      { ...snapshot, styles: ['/assets/x.css"><script>'] },
      { ...snapshot, lang: 'en" onload="x' },
      { ...snapshot, dir: 'auto' },
      { ...snapshot, scheme: 'auto' },
      { ...snapshot, uid: '' },
    ];
    for (const value of bad) {
      expect(isDashboardSnapshot(value)).toBe(false);
      expect(shellWithSnapshot(SHELL, value, token)).toBeNull();
    }
    expect(isDashboardSnapshot(snapshot)).toBe(true);
  });

  it("reads a token's subject without padding, and nothing from a token that is not a JWT", () => {
    expect(tokenSubject(tokenFor('a'))).toBe('a');
    expect(tokenSubject(tokenFor('learner-with-a-longer-uid-1'))).toBe('learner-with-a-longer-uid-1');
    expect(tokenSubject('a.%%%.b')).toBeNull();
    expect(tokenSubject(`h.${btoa('{"sub":""}')}.s`)).toBeNull();
    expect(tokenSubject(null)).toBeNull();
  });
});

describe('deleting the kept dashboard', () => {
  it('never fails, so a logout or a clearing of the device goes on without Cache Storage', async () => {
    const had = Object.getOwnPropertyDescriptor(globalThis, 'caches');
    Object.defineProperty(globalThis, 'caches', { value: { delete: () => Promise.reject(new DOMException('denied', 'SecurityError')) }, configurable: true, writable: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(deleteDashboardSnapshot()).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      if (had) Object.defineProperty(globalThis, 'caches', had);
      else delete (globalThis as { caches?: unknown }).caches;
    }
  });
});
