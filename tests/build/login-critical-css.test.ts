// The prerendered /login (dist/login.html, scripts/prerender-login.ts) holds only the rules its card
// uses, not the app's whole stylesheet: with all 82 KB inlined the document was 106 KB, and its parse
// and first style recalculation held the card's paint back (Lighthouse's simulated LCP 3.7 s under
// the background load; docs/PERFORMANCE.md). The whole stylesheet is named by `data-href` and added
// after the paint (server/http/start-after-paint.ts). tests/e2e/login-prerender.test.ts checks that it
// changes nothing of the card.
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from 'vitest';

const dist = new URL('../../dist/', import.meta.url);
const page = readFileSync(new URL('login.html', dist), 'utf8');
const inlined = /<style data-href="\/(assets\/index-[^"]+\.css)">([^<]*)<\/style>/.exec(page);
const whole = inlined ? readFileSync(new URL(inlined[1]!, dist), 'utf8') : '';
const rules = inlined?.[2] ?? '';

test('the page names the whole stylesheet and holds a part of it, within a byte budget', () => {
  expect(inlined).not.toBeNull();
  expect(page).not.toMatch(/<link rel="stylesheet"/);
  expect(rules.length).toBeLessThanOrEqual(30 * 1024);
  expect(rules.length).toBeLessThan(whole.length / 3);
  expect(page.length).toBeLessThanOrEqual(45 * 1024);
  expect(brotliCompressSync(page).length).toBeLessThanOrEqual(10 * 1024);
});

test("it holds the card's rules (Paper, Button, Input, the language switch's active label) and the light scheme's variables", () => {
  for (const rule of ['.m_1b7284a3{', '.m_77c9d27d{', '.m_8fb7ebe7{', ':where([data-mantine-color-scheme=light]) .m_1738fcb2:where([data-active]){']) {
    expect(whole).toContain(rule);
    expect(rules).toContain(rule);
  }
  expect(rules).toMatch(/:root\[data-mantine-color-scheme=light\][^{]*\{[^}]*--mantine-color-gray-light-color:/);
  // Read through the markup's style attributes (the password toggle's colour): kept.
  expect(page).toMatch(/style="[^"]*var\(--mantine-color-gray-light-color\)/);
});

test("it holds no other screen's rules, not the dark scheme's, and none of the variables nothing reads", () => {
  // Mantine's Table (the admin tables) comes in a chunk of its own; Modal's and Tabs' rules are in the whole stylesheet.
  const table = readdirSync(new URL('assets/', dist)).find((file) => /^Table-[^.]+\.css$/.test(file));
  expect(table).toBeDefined();
  const elsewhere = readFileSync(new URL(`assets/${table}`, dist), 'utf8').match(/\.m_[0-9a-f]+\{/g) ?? [];
  expect(elsewhere.length).toBeGreaterThan(0);
  for (const rule of [...elsewhere, '.m_54c44539{', '.m_9df02822{']) expect(rules).not.toContain(rule);
  expect(rules).not.toContain('[data-mantine-color-scheme=dark]');
  expect(whole).toContain('--mantine-color-grape-5:');
  expect(page).not.toContain('--mantine-color-grape-5:');
});

test('every self-hosted font face of the stylesheet is kept, each fetched only if the card uses it', () => {
  const faces = whole.match(/@font-face\{[^}]*\}/g) ?? [];
  expect(faces.length).toBeGreaterThan(0);
  for (const face of faces) expect(rules).toContain(face);
});
