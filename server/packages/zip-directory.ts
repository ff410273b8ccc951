/**
 * A zip's central directory, read before anything is inflated (issue 51): the entry count and the
 * declared unpacked total are checked against the limits first, then every name (no `..`, no
 * absolute path, no backslash, no drive letter) and the external attributes (no symlinks). Each
 * entry is then inflated with its declared size as the most it may produce, so a header that lies
 * about its size is refused rather than filling memory.
 */
import { inflateRawSync } from 'node:zlib';
import { PackageRefusal, type PackageRefusalCode } from './package-refusal';

export interface ZipLimits {
  maxFiles: number;
  maxUnpackedBytes: number;
}

export interface ZipEntry {
  path: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function findEndOfDirectory(zip: Buffer): number {
  const earliest = Math.max(0, zip.length - 22 - 0xffff);
  for (let at = zip.length - 22; at >= earliest; at--) if (zip.readUInt32LE(at) === EOCD) return at;
  throw new PackageRefusal('package-not-zip');
}

/** Why `path` may not be stored (the refusal code naming it), or null when it is a plain relative path inside the package. */
export function pathProblem(path: string): PackageRefusalCode | null {
  if (path.length === 0 || path.length > 512) return 'package-entry-name-length';
  if (path.includes('\\')) return 'package-entry-backslash';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'package-entry-absolute';
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20)) return 'package-entry-control-character';
  const parts = path.replace(/\/$/, '').split('/');
  if (parts.some((part) => part === '..')) return 'package-entry-escapes';
  if (parts.some((part) => part === '' || part === '.')) return 'package-entry-empty-segment';
  return null;
}

/** The central directory's file entries (folders left out), refused when a limit or rule is broken. */
export function readZipDirectory(zip: Buffer, limits: ZipLimits): ZipEntry[] {
  if (zip.length < 22) throw new PackageRefusal('package-not-zip-too-short');
  const end = findEndOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new PackageRefusal('package-zip64', {}, 413);
  if (count > limits.maxFiles) throw new PackageRefusal('package-too-many-entries', { count, max: limits.maxFiles }, 413);
  if (directoryOffset + directorySize > end) throw new PackageRefusal('package-directory-outside');
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL) throw new PackageRefusal('package-directory-entry-broken');
    const madeBy = zip.readUInt16LE(at + 4) >> 8;
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const attributes = zip.readUInt32LE(at + 38);
    const localHeaderOffset = zip.readUInt32LE(at + 42);
    const path = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    const problem = pathProblem(path);
    if (problem) throw new PackageRefusal(problem, { path: path.slice(0, 120) });
    if (madeBy === 3 && ((attributes >>> 16) & S_IFMT) === S_IFLNK) throw new PackageRefusal('package-entry-symlink', { path });
    if (path.endsWith('/')) continue;
    if (flags & 1) throw new PackageRefusal('package-entry-encrypted', { path });
    if (method !== 0 && method !== 8) throw new PackageRefusal('package-entry-method', { path, method });
    const key = path.toLowerCase();
    if (seen.has(key)) throw new PackageRefusal('package-entry-twice', { path });
    seen.add(key);
    total += size;
    if (total > limits.maxUnpackedBytes) {
      throw new PackageRefusal('package-unpacked-too-large', { maxBytes: limits.maxUnpackedBytes }, 413);
    }
    entries.push({ path, method, compressedSize, size, localHeaderOffset });
  }
  return entries;
}

/** The bytes of `entry`, never more than its declared size. */
export function inflateEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) throw new PackageRefusal('package-entry-no-local-header', { path: entry.path });
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw new PackageRefusal('package-entry-past-end', { path: entry.path });
  const data = zip.subarray(start, start + entry.compressedSize);
  let bytes: Buffer;
  if (entry.method === 0) bytes = data;
  else {
    try {
      bytes = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new PackageRefusal('package-entry-zip-bomb', { path: entry.path, size: entry.size }, 413);
    }
  }
  if (bytes.length !== entry.size) throw new PackageRefusal('package-entry-size-mismatch', { path: entry.path });
  return bytes;
}
