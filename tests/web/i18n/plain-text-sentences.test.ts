// Issue 52: the guard against a new English sentence in the plain .ts files whose texts reach the
// screen (the importers' parse errors, the Anki readers' reasons, the page titles). The JSX lint rule does not see
// them; `i18next/no-literal-string` on .ts files flags every literal (SQL, zip entry names, format
// headers, regular expressions), so this test looks for what a sentence is: three or more words in a
// string or template literal outside comments. Texts belong in the catalogues (authoring's `parse`
// group, the `anki` namespace). The files still English are listed, and the list must shrink, not grow.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const GUARDED = ['src/data/anki', 'src/features/authoring/quiz/import', 'src/features/authoring/deck/import', 'src/app/page-titles.ts'];

/** The English sources of the catalogues themselves. */
const CATALOGUES = new Set(['src/data/anki/anki-english.ts']);

/** Files not yet converted (issue 52): none left in these folders; a new one must not be added. */
const STILL_ENGLISH = new Set<string>([]);

const files = (dir: string): string[] =>
  dir.endsWith('.ts') ? [dir] : readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : files(path);
    return /\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : [];
  });

/** The code of `source` without its comments (strings kept whole, so a `//` inside one stays). */
function withoutComments(source: string): string {
  return source.replace(/('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (whole, literal: string | undefined) => literal ?? '');
}

/**
 * The string and template literals of `source` that read as a sentence: three words or more (SQL
 * aside; a line ending in `// i18n-ignore` holds words for a file format, not the screen).
 */
function sentencesIn(source: string): string[] {
  const code = source.split('\n').filter((line) => !/\/\/ i18n-ignore\s*$/.test(line)).join('\n');
  const literals = [...withoutComments(code).matchAll(/'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  return literals
    .map((text) => text.replace(/\$\{[^}]*\}/g, ' '))
    .filter((text) => /[A-Za-z’']{2,}[,;:]?\s+[A-Za-z’']+[,;:]?\s+[A-Za-z’']+/.test(text) && !/^\s*(select|update|insert|delete)\s/i.test(text));
}

test('the guard finds a sentence and passes code', () => {
  expect(sentencesIn("throw new Error(`The file ${name} is damaged.`); // not a sentence in a comment")).toEqual(['The file   is damaged.']);
  expect(sentencesIn("const header = ['#separator:tab', '#html:true']; db.exec('select guid, mid from notes');")).toEqual([]);
  expect(sentencesIn("return say('noText'); /* An English comment, left alone. */")).toEqual([]);
  expect(sentencesIn("const NAMES = { reversed: 'Basic (and reversed card)' }; // i18n-ignore")).toEqual([]);
});

test('no English sentence in the plain .ts files of the importers and the Anki readers', () => {
  const found = GUARDED.flatMap(files)
    .filter((path) => !CATALOGUES.has(path) && !STILL_ENGLISH.has(path))
    .flatMap((path) => sentencesIn(readFileSync(path, 'utf8')).map((sentence) => `${path}: ${sentence}`));
  expect(found).toEqual([]);
});

test('every file listed as still English still is (convert one, then take it off the list)', () => {
  expect([...STILL_ENGLISH].filter((path) => !sentencesIn(readFileSync(path, 'utf8')).length)).toEqual([]);
});
