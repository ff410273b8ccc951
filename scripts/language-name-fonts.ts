/**
 * `npx tsx scripts/language-name-fonts.ts`: the faces the language chooser names Hindi and Arabic in
 * (src/features/auth/components/language-chooser.tsx). An English page shows 'हिन्दी' and 'العربية'
 * only there; with the whole Noto 600 faces that cost 110 KB of fonts on the sign-in screen's first
 * load (the card's other fonts are 86 KB), fetched beside the app's code on a slow link. These are the
 * same Noto faces cut down to the glyphs of those names (with the shaping rules their letters need),
 * 2.4 and 3.5 KB, and a stylesheet that declares them for exactly those characters.
 *
 * Run it again after changing `LANGUAGE_NAMES`: tests/build/language-name-fonts.test.ts fails
 * while the committed files differ from what this writes.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '../src/i18n/languages';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the faces and their stylesheet are written (imported with the app's other fonts, src/app/theme/fonts.ts). */
export const OUTPUT_DIR = join(root, 'src/app/theme/language-names');

/** Each non-Latin script a language is named in, the Noto face the app shows it in, and its letters' code points. */
const SCRIPTS = [
  { name: 'devanagari', family: 'Noto Sans Devanagari', source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2', ranges: [[0x0900, 0x097f], [0x1cd0, 0x1cf9], [0xa8e0, 0xa8ff]] },
  { name: 'arabic', family: 'Noto Naskh Arabic', source: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-600-normal.woff2', ranges: [[0x0600, 0x06ff], [0x0750, 0x077f], [0x0870, 0x08ff], [0xfb50, 0xfdff], [0xfe70, 0xfefc]] },
] as const;

/** Whether `char` is a letter of one of `ranges`. */
function inRanges(char: string, ranges: readonly (readonly [number, number])[]): boolean {
  const point = char.codePointAt(0)!;
  return ranges.some(([from, to]) => point >= from && point <= to);
}

/** The family the chooser's names are set in first (`.language-name`, src/app/theme/scripts.css). */
const FAMILY = 'Language Names';

/** `U+0926, U+0928` for the code points of `text`, sorted. */
function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  return points.map((point) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
}

/** The files this script writes, by name: the faces and the stylesheet. */
export async function languageNameFonts(): Promise<Map<string, Buffer>> {
  const names = Object.values(LANGUAGE_NAMES).join('');
  const files = new Map<string, Buffer>();
  const faces: string[] = [];
  for (const script of SCRIPTS) {
    const letters = [...names].filter((char) => inRanges(char, script.ranges)).join('');
    if (!letters) continue;
    const source = await readFile(join(root, 'node_modules', script.source));
    files.set(`${script.name}.woff2`, await subsetFont(source, letters, { targetFormat: 'woff2' }));
    faces.push(
      [
        '@font-face {',
        `  font-family: '${FAMILY}';`,
        '  font-style: normal;',
        '  font-display: swap;',
        // The chooser's labels are in Mantine's medium weight, 600: the face the app declares for 600 and 700.
        '  font-weight: 600 700;',
        `  src: url('./${script.name}.woff2') format('woff2');`,
        `  unicode-range: ${unicodeRange(letters)};`,
        '}',
      ].join('\n'),
    );
  }
  const header = `/* Written by scripts/language-name-fonts.ts from LANGUAGE_NAMES: ${SCRIPTS.map((s) => s.family).join(' and ')}, cut to the chooser's names. */\n`;
  files.set('language-names.css', Buffer.from(`${header}${faces.join('\n')}\n`));
  return files;
}

async function main() {
  await mkdir(OUTPUT_DIR, { recursive: true });
  for (const [name, bytes] of await languageNameFonts()) {
    await writeFile(join(OUTPUT_DIR, name), bytes);
    console.log(`${join('src/app/theme/language-names', name)}: ${bytes.length} bytes`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
