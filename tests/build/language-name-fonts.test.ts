// The language chooser's faces cut to the languages' names (src/app/theme/language-names/) are what
// scripts/language-name-fonts.ts writes from LANGUAGE_NAMES today: a name changed or added without
// running it again would be drawn in a fallback face (its letters are not in the cut). The e2e test
// tests/e2e/language-name-fonts.test.ts checks what the browser fetches and draws.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { languageNameFonts, OUTPUT_DIR } from '../../scripts/language-name-fonts';

test('the committed faces and stylesheet are the script\'s output for the current names', async () => {
  const files = await languageNameFonts();
  expect([...files.keys()].sort()).toEqual(['arabic.woff2', 'devanagari.woff2', 'language-names.css']);
  for (const [name, bytes] of files) {
    expect(readFileSync(join(OUTPUT_DIR, name)).equals(bytes), `${name}: run npx tsx scripts/language-name-fonts.ts`).toBe(true);
  }
  // A few kilobytes each, against the whole faces' 50–57 KB.
  for (const name of ['arabic.woff2', 'devanagari.woff2']) expect(files.get(name)!.length).toBeLessThan(6 * 1024);
});
