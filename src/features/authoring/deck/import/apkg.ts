/**
 * Anki packages (`.apkg`) of every Anki version: the zip is checked and unpacked (package-zip.ts),
 * the collection chosen (collection-file.ts: `collection.anki21b` (zstd, schema 18), then
 * `collection.anki21`, then `collection.anki2`, never the dummy), its note types read
 * (notetypes.ts) and each note turned into this deck's notes, one card per Anki card
 * (note-cards.ts); the images the notes show are read out to be uploaded (package-images.ts). Runs in a worker (apkg.worker.ts); sql.js is passed in. The HTML is cleaned on
 * the page afterwards (check-import.ts), where DOMPurify has a DOM.
 */
import type { SqlJsStatic } from 'sql.js';
import { ApkgError } from '@/data/anki/apkg-error';
import type { AnkiProblem } from '@/data/anki/anki-english';
import { chooseCollection, openCollection } from '@/data/anki/collection-file';
import { splitTags } from './split-tags';
import { notesOfAnkiNote, type RawNote } from './note-cards';
import { readNotetypes } from '@/data/anki/notetypes';
import { readImages, type PackageImage, type SkippedMediaKey } from './package-images';
import { MediaReferences, mediaNames, type MediaSummary } from './package-media';
import { unzipPackage } from '@/data/anki/package-zip';

export { ApkgError } from '@/data/anki/apkg-error';

/** How far a package has been read: `done` of `total` notes (0 of 0 while unpacking). */
export interface ApkgProgress {
  done: number;
  total: number;
}

/** One row of a package: a note to check, or why an Anki note gives none (a key the page words). */
export interface RawRow {
  row: number;
  note?: RawNote;
  problem?: AnkiProblem;
}

/** A package read: its rows, the media its notes refer to, the images to upload, and which collection was read. */
export interface ParsedApkg {
  rows: RawRow[];
  media: Omit<MediaSummary, 'skipped'> & { skipped: SkippedMediaKey[] };
  images: PackageImage[];
  source: string;
}

const PROGRESS_EVERY = 500;

/** The notes of package `bytes`. Throws {@link ApkgError}. */
export function parseApkg(bytes: Uint8Array, SQL: SqlJsStatic, onProgress: (p: ApkgProgress) => void = () => {}): ParsedApkg {
  onProgress({ done: 0, total: 0 });
  const { files, names } = unzipPackage(bytes);
  const collection = chooseCollection(files, SQL);
  const entryOf = new Map([...mediaNames(files, collection.modern)].filter(([entry]) => names.has(entry)).map(([entry, name]) => [name, entry]));
  const media = new MediaReferences(new Set(entryOf.keys()));
  let db: import('sql.js').Database | undefined;
  try {
    db = openCollection(collection, SQL);
    const notetypes = readNotetypes(db, collection.modern);
    const total = Number(db.exec('select count(*) from notes')[0]?.values[0]?.[0] ?? 0);
    const rows: RawRow[] = [];
    const statement = db.prepare('select guid, mid, flds, tags from notes order by id');
    let done = 0;
    while (statement.step()) {
      const [guid, mid, flds, tags] = statement.get();
      const type = notetypes.get(String(mid));
      done += 1;
      if (!type) rows.push({ row: rows.length + 1, problem: { key: 'unknownNotetype', params: { note: done } } });
      else {
        const values = String(flds ?? '').split('\x1f').map((f) => media.rewrite(f));
        const notes = notesOfAnkiNote(type, values, splitTags(String(tags ?? '')), guid ? String(guid) : null);
        if (!notes.length) rows.push({ row: rows.length + 1, problem: { key: 'noCard', params: { note: done, type: type.name } } });
        for (const note of notes) rows.push({ row: rows.length + 1, note });
      }
      if (done % PROGRESS_EVERY === 0) onProgress({ done, total });
    }
    statement.free();
    onProgress({ done: total, total });
    const summary = media.summary();
    const { images, skipped } = readImages(bytes, summary.images, entryOf);
    return { rows, media: { ...summary, skipped }, images, source: collection.name };
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('collectionDamaged', { name: collection.name });
  } finally {
    db?.close();
  }
}
