/**
 * Which collection of a package holds its content, as Anki's importer decides (rslib
 * import_export/package/meta.rs): `meta` (PackageMetadata) version 3 means `collection.anki21b`
 * (zstd, schema 18) with zstd media; without `meta`, `collection.anki21` before `collection.anki2`.
 * Modern Anki also writes a dummy `collection.anki2` holding one note that asks to update Anki: it
 * is never read as content, and a package holding only that dummy is refused in words.
 */
import type { Database, SqlJsStatic } from 'sql.js';
import { ApkgError } from './apkg-error';
import { PACKAGE_LIMITS } from './package-limits';
import { protoNumber, readProto } from './protobuf';
import { isZstd, unzstd } from './zstd';

/** The collection chosen: its SQLite bytes, whether it is schema 18, and whether media are zstd-compressed. */
export interface CollectionFile {
  name: string;
  sqlite: Uint8Array;
  modern: boolean;
}

/** The text of the dummy note (English; other languages are caught by the note count and `meta`). */
const DUMMY = /please update to the latest anki version/i;

function metaVersion(meta: Uint8Array | undefined): number | null {
  if (!meta) return null;
  try {
    return protoNumber(readProto(meta), 1);
  } catch {
    throw new ApkgError('metaDamaged');
  }
}

/** Whether legacy collection `db` is the dummy modern Anki writes beside its real collection. */
export function isDummyCollection(db: Database): boolean {
  const [rows] = db.exec('select flds from notes limit 2');
  return rows?.values.length === 1 && DUMMY.test(String(rows.values[0]?.[0] ?? ''));
}

/** The collection to read from the package's `files`. Throws {@link ApkgError}. */
export function chooseCollection(files: Record<string, Uint8Array>, SQL: SqlJsStatic): CollectionFile {
  const version = metaVersion(files.meta);
  if (version !== null && (version < 1 || version > 3)) throw new ApkgError('newerAnki');
  const modern = files['collection.anki21b'];
  if (modern && (version === null || version === 3)) {
    // Anki writes it zstd-compressed; a plain SQLite file is read as it is.
    return { name: 'collection.anki21b', sqlite: isZstd(modern) ? unzstd(modern, 'collection.anki21b', PACKAGE_LIMITS.collection) : modern, modern: true };
  }
  const name = files['collection.anki21'] ? 'collection.anki21' : 'collection.anki2';
  const legacy = files[name];
  if (!legacy) throw new ApkgError('noCollection');
  if (name === 'collection.anki2' && version === 3) throw new ApkgError('onlyPlaceholder');
  let db: Database;
  try {
    db = new SQL.Database(legacy);
    if (isDummyCollection(db)) {
      db.close();
      throw new ApkgError('placeholderNote');
    }
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('collectionDamaged', { name });
  }
  db.close();
  return { name, sqlite: legacy, modern: false };
}

/**
 * The chosen collection opened with sql.js. Schema 18 names use Anki's own `unicase` collation,
 * unknown to sql.js: they are read as `nocase`. The caller closes it.
 */
export function openCollection(collection: CollectionFile, SQL: SqlJsStatic): Database {
  const db = new SQL.Database(collection.sqlite);
  db.run('PRAGMA writable_schema=ON');
  db.run("UPDATE sqlite_master SET sql = replace(sql, 'COLLATE unicase', 'COLLATE nocase') WHERE sql LIKE '%unicase%'");
  db.run('PRAGMA writable_schema=RESET');
  return db;
}
