/**
 * Validation of an uploaded package before anything is stored (issue 51): the zip's directory and
 * limits first (zip-directory.ts), then the entries inflated one by one within their declared
 * sizes, then the manifest (`imsmanifest.xml` for SCORM, `h5p.json` for H5P).
 */
import type { PackageItem, PackageKind } from '../../contract/packages';
import { contentTypeOf } from './content-types';
import { PackageRefusal } from './package-refusal';
import { parseH5pManifest } from './h5p-manifest';
import { parseScormManifest } from './scorm-manifest';
import { inflateEntry, readZipDirectory, type ZipLimits } from './zip-directory';

export interface PackageLimits extends ZipLimits {
  /** The largest packed file accepted. */
  maxBytes: number;
}

export interface PackageFile {
  path: string;
  contentType: string;
  bytes: Buffer;
}

export interface UnpackedPackage {
  kind: PackageKind;
  title: string;
  items: PackageItem[];
  files: PackageFile[];
  unpackedBytes: number;
}

/** The package in `zip` (`.h5p` when `h5p`), or a PackageRefusal naming the problem. */
export function unpackPackage(zip: Buffer, h5p: boolean, limits: PackageLimits): UnpackedPackage {
  if (zip.length > limits.maxBytes) throw new PackageRefusal('package-bytes-over', { bytes: zip.length, maxBytes: limits.maxBytes }, 413);
  const entries = readZipDirectory(zip, limits);
  const files = entries.map((entry) => ({ path: entry.path, contentType: contentTypeOf(entry.path), bytes: inflateEntry(zip, entry) }));
  const byPath = new Map(files.map((f) => [f.path, f.bytes]));
  const unpackedBytes = files.reduce((sum, f) => sum + f.bytes.length, 0);
  if (h5p) {
    const { title, items } = parseH5pManifest((path) => byPath.get(path));
    return { kind: 'h5p', title, items, files, unpackedBytes };
  }
  const manifest = byPath.get('imsmanifest.xml');
  if (!manifest) {
    const nested = files.find((f) => f.path.endsWith('/imsmanifest.xml'));
    throw nested ? new PackageRefusal('package-manifest-nested', { path: nested.path }) : new PackageRefusal('package-manifest-missing');
  }
  const { kind, title, items } = parseScormManifest(manifest.toString('utf8'), (path) => byPath.has(path));
  return { kind, title: title.slice(0, 200), items, files, unpackedBytes };
}
