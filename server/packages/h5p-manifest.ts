/**
 * `h5p.json` of an H5P package (issue 51): its title and main library, and every preloaded
 * dependency (the content's and, transitively, each library's) present as `<machineName>-<major>.<minor>/library.json`.
 */
import type { PackageItem } from '../../contract/packages';
import { PackageRefusal } from './package-refusal';

interface Dependency {
  machineName: string;
  majorVersion: number;
  minorVersion: number;
}

const isDependency = (value: unknown): value is Dependency =>
  !!value && typeof value === 'object' && typeof (value as Dependency).machineName === 'string'
  && Number.isInteger((value as Dependency).majorVersion) && Number.isInteger((value as Dependency).minorVersion);

function parseJson(name: string, bytes: Buffer | undefined): Record<string, unknown> {
  if (!bytes) throw new PackageRefusal('package-h5p-file-missing', { file: name });
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new PackageRefusal('package-h5p-not-json-object', { file: name });
}

function dependenciesOf(owner: string, json: Record<string, unknown>): Dependency[] {
  const deps = json['preloadedDependencies'] ?? [];
  if (!Array.isArray(deps) || !deps.every(isDependency)) throw new PackageRefusal('package-h5p-dependencies-invalid', { file: owner });
  return deps;
}

/** The package's title and its one item; `file` reads a path of the package. */
export function parseH5pManifest(file: (path: string) => Buffer | undefined): { title: string; mainLibrary: string; items: PackageItem[] } {
  const h5p = parseJson('h5p.json', file('h5p.json'));
  const mainLibrary = typeof h5p['mainLibrary'] === 'string' ? h5p['mainLibrary'] : '';
  if (!mainLibrary) throw new PackageRefusal('package-h5p-main-library-unnamed');
  if (!file('content/content.json')) throw new PackageRefusal('package-h5p-file-missing', { file: 'content/content.json' });
  const pending = dependenciesOf('h5p.json', h5p);
  if (!pending.some((d) => d.machineName === mainLibrary)) throw new PackageRefusal('package-h5p-main-library-not-listed', { library: mainLibrary });
  const done = new Set<string>();
  while (pending.length > 0) {
    const dep = pending.pop()!;
    const folder = `${dep.machineName}-${dep.majorVersion}.${dep.minorVersion}`;
    if (done.has(folder)) continue;
    done.add(folder);
    const library = file(`${folder}/library.json`);
    if (!library) throw new PackageRefusal('package-h5p-library-missing', { folder });
    pending.push(...dependenciesOf(`${folder}/library.json`, parseJson(`${folder}/library.json`, library)));
  }
  const title = typeof h5p['title'] === 'string' && h5p['title'].trim() ? h5p['title'].trim().slice(0, 200) : 'H5P content';
  return { title, mainLibrary, items: [{ identifier: 'h5p', title, href: 'h5p.json' }] };
}
