/**
 * The media of a package: its list (`media`: JSON `{"0": "name"}` in legacy packages, a zstd
 * MediaEntries protobuf in modern ones, whose entry i is zip file "i") and the references in note
 * fields (`<img src="…">`, `[sound:…]`). An image is named in the card as `[image: name]` and listed
 * in the summary; on import it is uploaded to the course's media and the name becomes an `<img>` of
 * it (bring-images.ts), or stays as words when it cannot be. The course media hold no audio: sounds
 * are removed from the card text and listed as left out.
 */
import { ApkgError } from '@/data/anki/apkg-error';
import { PACKAGE_LIMITS } from '@/data/anki/package-limits';
import type { SkippedMedia } from './package-images';
import { protoMessages, protoString, readProto } from '@/data/anki/protobuf';
import { isZstd, unzstd } from '@/data/anki/zstd';

/** The media a package's notes refer to: images and sounds by name, those the package lacks, and images not brought along (why). */
export interface MediaSummary {
  images: string[];
  sounds: string[];
  missing: string[];
  skipped: SkippedMedia[];
}

/** The names of the package's media files (zip entry name → media name). */
export function mediaNames(files: Record<string, Uint8Array>, modern: boolean): Map<string, string> {
  const list = files.media;
  if (!list?.length) return new Map();
  try {
    if (modern || isZstd(list)) {
      const entries = protoMessages(readProto(unzstd(list, 'media', PACKAGE_LIMITS.list)), 1);
      return new Map(entries.map((entry, i) => [String(i), protoString(readProto(entry), 1)]));
    }
    const parsed: unknown = JSON.parse(new TextDecoder().decode(list));
    return new Map(Object.entries(typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}).map(([k, v]) => [k, String(v)]));
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('mediaDamaged');
  }
}

const IMG = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi;
const SOUND = /\[sound:([^\]]+)\]/gi;
const decoded = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};
/** Text escaped as card HTML holds it (what the `[image: name]` of a cleaned card reads). */
export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How a card names image `name` until it is uploaded (and for good, when it cannot be). */
export const imageToken = (name: string) => `[image: ${escapeText(name)}]`;

/** Collects the media references of note fields and rewrites them as card text. */
export class MediaReferences {
  private readonly images = new Set<string>();
  private readonly sounds = new Set<string>();

  constructor(private readonly present: Set<string>) {}

  /** Field `html` with its images named as text and its sounds removed. */
  rewrite(html: string): string {
    return html
      .replace(IMG, (_all, a?: string, b?: string, c?: string) => {
        const name = decoded(a ?? b ?? c ?? '');
        this.images.add(name);
        return imageToken(name);
      })
      .replace(SOUND, (_all, name: string) => {
        this.sounds.add(name.trim());
        return '';
      });
  }

  /** What the notes referred to. */
  summary(): MediaSummary {
    const all = [...this.images, ...this.sounds];
    return { images: [...this.images], sounds: [...this.sounds], missing: all.filter((name) => !this.present.has(name)), skipped: [] };
  }
}
