// Mantine's component → stylesheet graph, read from Mantine's own published files rather than kept by
// hand: a component renders with the class names of every `*.module.css` its code imports, directly
// or through the components it is built from (Select → InputBase, Combobox → Popover…), and each
// such module's CSS is one file of the package's styles. So the stylesheets a component needs are
// the CSS modules in the closure of its ES module's imports, across Mantine's packages.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const MODULES = join(process.cwd(), 'node_modules');
const esmOf = (pkg: string) => join(MODULES, pkg, 'esm');
const read = (file: string) => readFileSync(file, 'utf8');

/** The stylesheet a CSS module's classes live in: core's one file per component, one file per other package. */
const sheetOf = (pkg: string, module: string) =>
  pkg === '@mantine/core' ? `@mantine/core/styles/${module.split('/').pop()!.replace('.module.mjs', '')}.css` : `${pkg}/styles.css`;

const exportsOf = new Map<string, Map<string, string>>();
/** Where a package's entry takes each exported name from (`import { X } from "./components/X/X.mjs"`). */
function exportFile(pkg: string, name: string): string | undefined {
  if (!exportsOf.has(pkg)) {
    const files = new Map<string, string>();
    for (const m of read(join(esmOf(pkg), 'index.mjs')).matchAll(/import \{([^}]*)\} from "(\.\/[^"]+)"/g)) {
      for (const part of m[1]!.split(',')) files.set(part.trim().split(/\s+as\s+/).pop()!, join(esmOf(pkg), m[2]!));
    }
    exportsOf.set(pkg, files);
  }
  return exportsOf.get(pkg)!.get(name);
}

/** The stylesheets the ES modules reachable from `entry` need: their CSS modules, and other packages' parts. */
function sheetsFrom(pkg: string, entry: string): Set<string> {
  const sheets = new Set<string>();
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (file.endsWith('.module.mjs')) sheets.add(sheetOf(pkg, file));
    const source = read(file);
    for (const m of source.matchAll(/from "(\.[^"]+)"/g)) {
      const next = resolve(dirname(file), m[1]!);
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
    // Other Mantine packages are built on core's components (the tiptap editor's link popover…).
    for (const m of source.matchAll(/import \{([^}]*)\} from "(@mantine\/[a-z]+)"/g)) {
      for (const name of m[1]!.split(',')) for (const s of mantineSheets(m[2]!, name.trim())) sheets.add(s);
    }
  }
  return sheets;
}

const known = new Map<string, string[]>();
/**
 * Every stylesheet that Mantine's export `name` of package `pkg` needs to render as designed, as
 * import specifiers ('@mantine/core/styles/Popover.css', '@mantine/tiptap/styles.css'). Empty for
 * a name that is not a component (hooks, types, `createTheme`).
 */
export function mantineSheets(pkg: string, name: string): string[] {
  if (pkg === '@mantine/hooks' || pkg === '@mantine/form') return [];
  const key = `${pkg} ${name}`;
  if (!known.has(key)) {
    const file = exportFile(pkg, name);
    known.set(key, file ? [...sheetsFrom(pkg, file)] : []);
  }
  return known.get(key)!;
}

let coreOrder: string | undefined;
/**
 * Where a stylesheet goes in Mantine's own order (the order of `@mantine/core/styles.css`, in which a
 * component comes after the ones it is built on and may override them): the position of its first
 * class name there; other packages' sheets after all of core's.
 */
export function sheetRank(sheet: string): number {
  const core = /^@mantine\/core\/styles\/(.+)\.css$/.exec(sheet);
  if (!core) return Number.MAX_SAFE_INTEGER;
  coreOrder ??= read(join(MODULES, '@mantine/core/styles.css'));
  const first = /\.(m_[0-9a-f]{8})/.exec(read(join(MODULES, '@mantine/core/styles', `${core[1]}.css`)));
  // baseline, variables and global have no component class: they open the file.
  return first ? coreOrder.indexOf(`.${first[1]}`) : -1;
}
