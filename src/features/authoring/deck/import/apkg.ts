/**
 * Anki packages (`.apkg`): a zip holding the collection as SQLite (`collection.anki21`, or
 * `collection.anki2` in older and "legacy" exports). Its `notes` table holds each note's fields
 * (separated by \x1f), tags and guid; the note types in `col.models` (JSON) say which are cloze
 * (`type` 1) and which basic ones have a second template (a reversed card). Scheduling is ignored.
 * sql.js is passed in, so the browser loads it (and its wasm) only on this route (load-apkg.ts).
 */
import { unzipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import { fieldToCardHtml } from './card-text';
import { checkNote, kindOf, resultOf, splitTags, type ImportResult, type ImportRow } from './import-result';

interface Model {
  name?: string;
  type?: number;
  tmpls?: unknown[];
}

/** Why a file is not a readable package, in words. */
export class ApkgError extends Error {}

function collectionOf(bytes: Uint8Array): Uint8Array {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name === 'collection.anki21' || file.name === 'collection.anki2' || file.name === 'collection.anki21b' });
  } catch {
    throw new ApkgError('This file is not an Anki package (.apkg): it could not be unzipped.');
  }
  const collection = files['collection.anki21'] ?? files['collection.anki2'];
  if (collection) return collection;
  if (files['collection.anki21b']) throw new ApkgError('This package is in the newest Anki format only. In Anki, export it again with "Support older Anki versions" ticked.');
  throw new ApkgError('This package holds no Anki collection.');
}

function modelsOf(db: import('sql.js').Database): Map<string, Model> {
  const [result] = db.exec('select models from col limit 1');
  const text = result?.values[0]?.[0];
  try {
    const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : {};
    return new Map(Object.entries(typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, Model>) : {}));
  } catch {
    return new Map();
  }
}

/** The notes of package `bytes`, each bad one with its error in words. Throws {@link ApkgError}. */
export function parseApkg(bytes: Uint8Array, SQL: SqlJsStatic): ImportResult {
  const db = new SQL.Database(collectionOf(bytes));
  try {
    const models = modelsOf(db);
    const [notes] = db.exec('select guid, mid, flds, tags from notes order by id');
    const rows: ImportRow[] = (notes?.values ?? []).map(([guid, mid, flds, tags], index) => {
      const model = models.get(String(mid));
      const fields = String(flds ?? '').split('\x1f');
      const front = fieldToCardHtml(fields[0] ?? '', true);
      const { kind, reversed } = model?.type === 1 ? { kind: 'cloze' as const, reversed: false } : model ? { kind: 'basic' as const, reversed: (model.tmpls?.length ?? 1) > 1 } : kindOf('', front);
      return checkNote(index + 1, { kind, front, back: fieldToCardHtml(fields[1] ?? '', true), reversed, tags: splitTags(String(tags ?? '')), guid: guid ? String(guid) : null });
    });
    return resultOf(rows);
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('The Anki collection in this package could not be read.');
  } finally {
    db.close();
  }
}
