// Mantine's CSS is per component (docs/ARCHITECTURE.md, Pitfalls): a component whose stylesheet is not
// imported renders unstyled. The quiz editor's 'Add question' menu once had no Menu/Popover CSS, so its
// dropdown was plain text at the end of the page (off screen at 390 px; the Chromium test caught it).
// Every Mantine component a file of src/ uses has its stylesheet imported in that file or app-wide
// (src/app/theme/styles.ts), so no screen depends on another screen having loaded first.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = process.cwd();
const STYLES = join(ROOT, 'node_modules/@mantine/core/styles');
/** Stylesheets a component needs besides its own. */
const ALSO: Record<string, string[]> = { Menu: ['Popover'], Checkbox: ['InlineInput'], Switch: ['InlineInput'], Radio: ['InlineInput'] };

const importedSheets = (source: string) => new Set([...source.matchAll(/import '@mantine\/core\/styles\/([A-Za-z]+)\.css'/g)].map((m) => m[1]!));
const mantineComponents = (source: string) =>
  [...source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].flatMap((m) => m[1]!.split(',').map((name) => name.replace(/^type\s+/, '').trim())).filter(Boolean);

test('every Mantine component used in src/ has its stylesheet imported', () => {
  const appWide = importedSheets(readFileSync(join(ROOT, 'src/app/theme/styles.ts'), 'utf8'));
  const files = execFileSync('git', ['ls-files', 'src/*.tsx', 'src/*.ts'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
  expect(files).toContain('src/features/authoring/quiz/quiz-editor.tsx');
  const missing: string[] = [];
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const own = importedSheets(source);
    for (const component of mantineComponents(source)) {
      for (const sheet of [component, ...(ALSO[component] ?? [])]) {
        if (existsSync(join(STYLES, `${sheet}.css`)) && !own.has(sheet) && !appWide.has(sheet)) missing.push(`${file}: ${component} needs ${sheet}.css`);
      }
    }
  }
  expect(missing).toEqual([]);
});
