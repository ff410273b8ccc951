/**
 * The XML files of a QTI content package (issue 50): a zip whose `imsmanifest.xml` lists its QTI
 * resources (QTI 2.x/3.0 items, or QTI 1.2 as Canvas exports quizzes). As for Anki packages
 * (src/data/anki/package-zip.ts), the zip's central directory is read first: a name that could escape
 * the package refuses the file, sizes and compression ratios are checked before anything is inflated,
 * and only XML files are inflated at all.
 */
import { unzipSync } from 'fflate';
import { ApkgError } from '@/data/anki/apkg-error';
import { checkEntrySize, sizeText } from '@/data/anki/package-limits';
import { isSafeEntryName } from '@/data/anki/package-zip';
import { MOODLE_XML_LIMIT } from './moodle-xml-read';
import { childrenNamed, descendants, parseQtiXml, type XmlElement } from './qti-xml';
import { say } from '../../shared/import-words';

const MiB = 1024 * 1024;
/** What one package may hold: the package itself, the XML inflated in all, and its number of files. */
export const QTI_LIMITS = { file: 100 * MiB, xml: 64 * MiB, entries: 20_000 } as const;

/** Why a file is not a readable QTI package, in words. */
export class QtiPackageError extends Error {
  override name = 'QtiPackageError';
}

/** The QTI resource types read: items of QTI 2.x and 3.0, and QTI 1.2 assessments and banks (Canvas, Common Cartridge). */
const QTI_TYPE = /^imsqti_(item_xmlv[23]p\d|xmlv1p2)/;

/** A QTI file of the package: its path and its XML text (or why it could not be read). */
export interface PackageFile {
  path: string;
  root?: XmlElement;
  error?: string;
}

/** `path` relative to `base` inside the package, `..` resolved; null when it leaves the package. */
function resolve(base: string, path: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(`${base}${path}`);
  } catch {
    return null;
  }
  const parts: string[] = [];
  for (const part of name.split('/')) {
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  const joined = parts.join('/');
  return isSafeEntryName(joined) && !/^[a-z][a-z0-9+.-]*:/i.test(name) ? joined : null;
}

function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  let count = 0;
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        count += 1;
        if (!isSafeEntryName(file.name)) throw new QtiPackageError(say('qtiUnsafeName', { name: file.name.slice(0, 80) }));
        if (count > QTI_LIMITS.entries) throw new QtiPackageError(say('qtiTooManyFiles', { max: QTI_LIMITS.entries }));
        if (!/\.xml$/i.test(file.name)) return false;
        checkEntrySize(file.name, file.size, file.originalSize, MOODLE_XML_LIMIT);
        total += file.originalSize;
        if (total > QTI_LIMITS.xml) throw new QtiPackageError(say('qtiXmlTooLarge', { size: sizeText(QTI_LIMITS.xml) }));
        return true;
      },
    });
  } catch (error) {
    if (error instanceof QtiPackageError) throw error;
    if (error instanceof ApkgError) throw new QtiPackageError(error.message);
    throw new QtiPackageError(say('qtiNotZip'));
  }
}

/** The QTI files `bytes` lists in its manifest, in the manifest's order. Throws {@link QtiPackageError}. */
export function readQtiPackage(bytes: Uint8Array): PackageFile[] {
  if (bytes.length > QTI_LIMITS.file) throw new QtiPackageError(say('qtiTooLarge', { size: sizeText(bytes.length), max: sizeText(QTI_LIMITS.file) }));
  const files = unzip(bytes);
  const manifestBytes = files['imsmanifest.xml'];
  if (!manifestBytes) throw new QtiPackageError(say('qtiNoManifest'));
  let manifest: XmlElement;
  try {
    manifest = parseQtiXml(new TextDecoder().decode(manifestBytes), 'imsmanifest.xml');
  } catch (error) {
    throw new QtiPackageError(error instanceof Error ? error.message : say('qtiManifestUnreadable'));
  }
  const resources = descendants(manifest, (e) => e.name === 'resources');
  const found = resources.flatMap((list) => childrenNamed(list, 'resource').map((r) => ({ r, base: `${list.attrs.base ?? ''}${r.attrs.base ?? ''}` })));
  const qti = found.filter(({ r }) => QTI_TYPE.test(r.attrs.type ?? ''));
  if (!qti.length) throw new QtiPackageError(say('qtiNoQuestions'));
  return qti.map(({ r, base }): PackageFile => {
    const href = r.attrs.href ?? childrenNamed(r, 'file')[0]?.attrs.href ?? '';
    const path = resolve(base, href);
    if (path === null) return { path: href, error: say('qtiPathOutside') };
    const data = files[path];
    if (!data) return { path, error: say('qtiMissingFile') };
    try {
      return { path, root: parseQtiXml(new TextDecoder().decode(data), path) };
    } catch (error) {
      return { path, error: error instanceof Error ? error.message : say('qtiUnreadable') };
    }
  });
}
