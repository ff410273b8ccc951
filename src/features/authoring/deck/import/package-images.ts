/**
 * The images a package's notes show, read out of the zip to become course media: only the entries
 * named are inflated, each checked from the central directory first (and, zstd-compressed in modern
 * packages, counted as it is decoded), so an image past {@link PACKAGE_LIMITS}`.image`, or past the
 * `images` total, or of a type the media uploads refuse, is listed as skipped with its reason instead.
 */
import { unzipSync } from 'fflate';
import { imageTypeOf } from '../../shared/image-types';
import { ApkgError } from '@/data/anki/apkg-error';
import { PACKAGE_LIMITS, sizeText } from '@/data/anki/package-limits';
import { isZstd, unzstd } from '@/data/anki/zstd';
import type { ParseKey } from '../../shared/import-words';

/** An image to upload: its name in the package, its MIME type and its bytes. */
export interface PackageImage {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A media file that is not brought along, and why, in words (the page words it: `wordSkipped`). */
export interface SkippedMedia {
  name: string;
  reason: string;
}

/**
 * Why a media file is not brought along, as the worker reads it: a key of the authoring namespace's
 * `parse` group and its values (issue 52; the worker holds no texts, the page words it in the language shown).
 */
export interface SkipReason {
  key: Extract<ParseKey, 'imageTypes' | 'imageBomb' | 'imagesInAll' | 'imageTooBig' | 'imageDamaged' | 'imageUnpacksOver'>;
  params?: Record<string, string>;
}

/** A media file that is not brought along, and why, as a key. */
export interface SkippedMediaKey {
  name: string;
  reason: SkipReason;
}

const MiB = 1024 * 1024;
const BOMB: SkipReason = { key: 'imageBomb' };
const IN_ALL: SkipReason = { key: 'imagesInAll', params: { size: sizeText(PACKAGE_LIMITS.images) } };
const DAMAGED: SkipReason = { key: 'imageDamaged' };
const tooBig = (size: number): SkipReason => ({ key: 'imageTooBig', params: { size: sizeText(size), max: sizeText(PACKAGE_LIMITS.image) } });

/** Images `names` out of package `bytes`; `entryOf` maps a media name to its zip entry ("0", "1", …). */
export function readImages(bytes: Uint8Array, names: string[], entryOf: Map<string, string>): { images: PackageImage[]; skipped: SkippedMediaKey[] } {
  const skipped: SkippedMediaKey[] = [];
  const wanted = new Map<string, string>();
  for (const name of names) {
    if (!imageTypeOf(name)) skipped.push({ name, reason: { key: 'imageTypes' } });
    else if (entryOf.has(name)) wanted.set(entryOf.get(name)!, name);
  }
  let total = 0;
  const taken = new Set<string>();
  let files: Record<string, Uint8Array> = {};
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const name = wanted.get(file.name);
        if (name === undefined) return false;
        const size = file.originalSize;
        // Sizes as the central directory declares them: nothing past a limit is inflated.
        const reason = size > PACKAGE_LIMITS.image ? tooBig(size) : size > MiB && size > file.size * PACKAGE_LIMITS.ratio ? BOMB : total + size > PACKAGE_LIMITS.images ? IN_ALL : null;
        if (reason) skipped.push({ name, reason });
        else taken.add(file.name);
        total += reason ? 0 : size;
        return !reason;
      },
    });
  } catch {
    // A damaged entry stops the whole unzip: each is then read alone, and only the damaged ones left out.
    for (const entry of taken) {
      try {
        Object.assign(files, unzipSync(bytes, { filter: (file) => file.name === entry }));
      } catch {
        skipped.push({ name: wanted.get(entry)!, reason: DAMAGED });
      }
    }
  }
  const images: PackageImage[] = [];
  let brought = 0;
  for (const [entry, data] of Object.entries(files)) {
    const name = wanted.get(entry)!;
    try {
      // Modern packages hold each media file zstd-compressed; its decoded size is capped as it is decoded.
      const plain = isZstd(data) ? unzstd(data, name, PACKAGE_LIMITS.image) : data;
      if (brought + plain.length > PACKAGE_LIMITS.images) skipped.push({ name, reason: IN_ALL });
      else {
        images.push({ name, type: imageTypeOf(name)!, bytes: plain.slice() });
        brought += plain.length;
      }
    } catch (error) {
      skipped.push({ name, reason: error instanceof ApkgError && error.problem.key === 'entryOverLimit' ? { key: 'imageUnpacksOver', params: { size: sizeText(PACKAGE_LIMITS.image) } } : DAMAGED });
    }
  }
  return { images, skipped };
}
