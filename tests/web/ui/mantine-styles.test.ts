// Mantine's CSS is per component (docs/ARCHITECTURE.md, Pitfalls, "Mantine CSS is per component"): a
// component renders unstyled when a stylesheet it is built on is missing. Select and MultiSelect have
// no stylesheet of their own; their dropdown is Combobox's and Popover's, and where no other screen had
// loaded those, it opened with `position: static` below the page (issue 48). The rule: every file of
// src/ imports, next to the Mantine components it uses, every stylesheet they need (mantine-graph.ts,
// read from Mantine's files) in Mantine's order, unless it is app-wide (src/app/theme/styles.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mantineSheets, sheetRank } from './mantine-graph';

const ROOT = process.cwd();

/** The Mantine stylesheets a source file imports, in its order. */
const importedSheets = (source: string) => [...source.matchAll(/^import '(@mantine\/[^']+\.css)';/gm)].map((m) => m[1]!);

/** The Mantine names a source file imports, with their package (`import { A, type B } from '@mantine/x'`). */
const mantineImports = (source: string) =>
  [...source.matchAll(/^import \{([^}]*)\} from '(@mantine\/[a-z]+)'/gm)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((name) => ({ pkg: m[2]!, name: name.split(/\s+as\s+/)[0]! })),
  );

/** What a file lacks under the rule: one line per missing or misplaced stylesheet. */
function problems(file: string, source: string, appWide: ReadonlySet<string>): string[] {
  const own = importedSheets(source);
  const found: string[] = [];
  for (const { pkg, name } of mantineImports(source)) {
    for (const sheet of mantineSheets(pkg, name)) {
      if (!own.includes(sheet) && !appWide.has(sheet)) found.push(`${file}: ${name} needs ${sheet}`);
    }
  }
  const ranks = own.map(sheetRank);
  ranks.forEach((rank, i) => {
    if (i > 0 && rank < ranks[i - 1]!) found.push(`${file}: ${own[i]} must be imported before ${own[i - 1]} (Mantine's order)`);
  });
  return found;
}

const STYLES_TS = 'src/app/theme/styles.ts';
const appWide = new Set(importedSheets(readFileSync(join(ROOT, STYLES_TS), 'utf8')));

describe("Mantine's stylesheet graph", () => {
  test('names the stylesheets a component is built on', () => {
    const select = mantineSheets('@mantine/core', 'Select');
    for (const part of ['Input', 'Combobox', 'Popover', 'ScrollArea']) expect(select).toContain(`@mantine/core/styles/${part}.css`);
    const multi = mantineSheets('@mantine/core', 'MultiSelect');
    for (const part of ['Input', 'Combobox', 'Popover', 'Pill', 'PillsInput']) expect(multi).toContain(`@mantine/core/styles/${part}.css`);
    expect(mantineSheets('@mantine/core', 'Menu')).toContain('@mantine/core/styles/Popover.css');
    expect(mantineSheets('@mantine/core', 'Button')).toEqual(expect.arrayContaining(['@mantine/core/styles/UnstyledButton.css', '@mantine/core/styles/Button.css']));
    expect(mantineSheets('@mantine/tiptap', 'RichTextEditor')).toContain('@mantine/tiptap/styles.css');
    expect(mantineSheets('@mantine/core', 'createTheme')).toEqual([]);
  });

  test("ranks a component after the ones it is built on, as Mantine's styles.css does", () => {
    const rank = (name: string) => sheetRank(`@mantine/core/styles/${name}.css`);
    expect(rank('Popover')).toBeLessThan(rank('Combobox'));
    expect(rank('Input')).toBeLessThan(rank('PillsInput'));
    expect(rank('UnstyledButton')).toBeLessThan(rank('Button'));
    expect(rank('baseline')).toBeLessThan(rank('UnstyledButton'));
  });

  test('the rule fails a file that misses a dependency or imports it out of order', () => {
    const select = "import '@mantine/core/styles/Combobox.css';\nimport { Select } from '@mantine/core';\n";
    expect(problems('a.tsx', select, new Set())).toContain('a.tsx: Select needs @mantine/core/styles/Popover.css');
    const swapped = "import '@mantine/core/styles/Combobox.css';\nimport '@mantine/core/styles/Popover.css';\n";
    expect(problems('b.tsx', swapped, new Set())).toEqual([
      "b.tsx: @mantine/core/styles/Popover.css must be imported before @mantine/core/styles/Combobox.css (Mantine's order)",
    ]);
  });
});

test('every file of src/ imports the stylesheets of the Mantine components it uses, in Mantine\'s order', () => {
  const files = execFileSync('git', ['ls-files', 'src/*.tsx', 'src/*.ts'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
  expect(files).toContain('src/features/admin-people/batch-form.tsx');
  const found = files.flatMap((file) => problems(file, readFileSync(join(ROOT, file), 'utf8'), file === STYLES_TS ? new Set() : appWide));
  expect(found).toEqual([]);
});
