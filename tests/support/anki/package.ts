/**
 * Anki packages built for tests and the bench: a modern one (`meta` version 3, a zstd-compressed
 * schema-18 `collection.anki21b`, Anki's dummy `collection.anki2` beside it, a zstd protobuf `media`
 * list and zstd-compressed media files "0", "1", …) or a legacy one (`collection.anki2` or `.anki21`
 * with `col.models` JSON, a JSON `media` map, plain media files), as rslib's exporters write them.
 */
import { createRequire } from 'node:module';
import { zipSync } from 'fflate';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';
import { protoMessage } from './protobuf-write';
import { SCHEMA_11, SCHEMA_18_TABLES } from './schema';
import { zstdRaw } from './zstd-raw';

/** A note type of a fixture: its fields and templates (question and answer formats). */
export interface FixtureNotetype {
  id: number;
  name: string;
  cloze: boolean;
  fields: string[];
  templates: { name: string; qfmt: string; afmt: string }[];
}

/** A note of a fixture. */
export interface FixtureNote {
  guid: string;
  mid: number;
  fields: string[];
  tags?: string;
}

/** A card of a fixture: its id, its note (index in `notes`, from 0) and its template ordinal (cloze number − 1). */
export interface FixtureCard {
  id: number;
  note: number;
  ord: number;
}

/** A `revlog` row: id = time in ms, the card, the button (0 for manual), kind (0 learn … 4 manual, 5 rescheduled), interval. */
export interface FixtureReview {
  id: number;
  cid: number;
  ease: number;
  type: number;
  ivl?: number;
}

/** What goes into a package. */
export interface FixturePackage {
  notetypes: FixtureNotetype[];
  notes: FixtureNote[];
  /** Cards and the review log (a learner's own collection); none unless given. */
  cards?: FixtureCard[];
  revlog?: FixtureReview[];
  /** Media files; `raw`: the zip entry as given (not compressed by the builder), for damaged or crafted files. */
  media?: { name: string; bytes: Uint8Array; raw?: Uint8Array }[];
}

const ANSWER = '{{FrontSide}}\n\n<hr id=answer>\n\n';
/** Anki's stock "Basic (and reversed card)". */
export const BASIC_REVERSED: FixtureNotetype = {
  id: 1001, name: 'Basic (and reversed card)', cloze: false, fields: ['Front', 'Back'],
  templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: `${ANSWER}{{Back}}` }, { name: 'Card 2', qfmt: '{{Back}}', afmt: `${ANSWER}{{Front}}` }],
};
/** Anki's stock "Cloze". */
export const CLOZE: FixtureNotetype = {
  id: 1002, name: 'Cloze', cloze: true, fields: ['Text', 'Back Extra'], templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
};
/** A stock "Basic". */
export const BASIC: FixtureNotetype = { id: 1000, name: 'Basic', cloze: false, fields: ['Front', 'Back'], templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: `${ANSWER}{{Back}}` }] };

/** The note Anki writes into the dummy legacy collection of a modern package. */
export const DUMMY_TEXT = 'Please update to the latest Anki version, then import the .colpkg/.apkg file again.';

/** sql.js in Node. */
export const loadSql = (): Promise<SqlJsStatic> => initSqlJs({ locateFile: (file) => createRequire(import.meta.url).resolve(`sql.js/dist/${file}`) });

function insertNotes(db: Database, notes: FixtureNote[], content?: Pick<FixturePackage, 'cards' | 'revlog'>): void {
  const statement = db.prepare('insert into notes values (?, ?, ?, 0, 0, ?, ?, ?, 0, 0, \'\')');
  notes.forEach((note, i) => statement.run([i + 1, note.guid, note.mid, note.tags ?? '', note.fields.join('\x1f'), note.fields[0] ?? '']));
  statement.free();
  for (const card of content?.cards ?? []) db.run('insert into cards values (?, ?, 1, ?, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, \'\')', [card.id, card.note + 1, card.ord]);
  for (const r of content?.revlog ?? []) db.run('insert into revlog values (?, ?, 0, ?, ?, 0, 0, 0, ?)', [r.id, r.cid, r.ease, r.ivl ?? 1, r.type]);
}

function legacyCollection(SQL: SqlJsStatic, content: FixturePackage): Uint8Array {
  const db = new SQL.Database();
  db.run(SCHEMA_11);
  const models = Object.fromEntries(content.notetypes.map((t) => [String(t.id), {
    id: t.id, name: t.name, type: t.cloze ? 1 : 0, flds: t.fields.map((name, ord) => ({ name, ord })), tmpls: t.templates.map((tm, ord) => ({ ...tm, ord })),
  }]));
  db.run('insert into col values (1, 0, 0, 0, 11, 0, 0, 0, \'{}\', ?, \'{}\', \'{}\', \'{}\')', [JSON.stringify(models)]);
  insertNotes(db, content.notes, content);
  const bytes = db.export();
  db.close();
  return bytes;
}

function modernCollection(SQL: SqlJsStatic, content: FixturePackage): Uint8Array {
  const db = new SQL.Database();
  db.run(SCHEMA_11 + SCHEMA_18_TABLES);
  db.run('insert into col values (1, 0, 0, 0, 18, 0, 0, 0, \'\', \'\', \'\', \'\', \'\')');
  for (const t of content.notetypes) {
    db.run('insert into notetypes values (?, ?, 0, 0, ?)', [t.id, t.name, protoMessage([[1, t.cloze ? 1 : 0], [3, '.card {}']])]);
    t.fields.forEach((name, ord) => db.run('insert into fields values (?, ?, ?, ?)', [t.id, ord, name, protoMessage([[3, 'Arial'], [4, 20]])]));
    t.templates.forEach((tm, ord) => db.run('insert into templates values (?, ?, ?, 0, 0, ?)', [t.id, ord, tm.name, protoMessage([[1, tm.qfmt], [2, tm.afmt]])]));
  }
  insertNotes(db, content.notes, content);
  db.run('PRAGMA writable_schema=ON');
  db.run("UPDATE sqlite_master SET sql = replace(sql, 'COLLATE nocase', 'COLLATE unicase')");
  db.run('PRAGMA writable_schema=OFF');
  const bytes = db.export();
  db.close();
  return bytes;
}

/** A package as current Anki (2.1.50+) exports it, dummy legacy collection included. */
export function modernApkg(SQL: SqlJsStatic, content: FixturePackage): Uint8Array {
  const media = content.media ?? [];
  const entries = protoMessage(media.map((m): [number, Uint8Array] => [1, protoMessage([[1, m.name], [2, m.bytes.length], [3, new Uint8Array(20)]])]));
  const files: Record<string, Uint8Array> = {
    meta: protoMessage([[1, 3]]),
    'collection.anki21b': zstdRaw(modernCollection(SQL, content)),
    'collection.anki2': legacyCollection(SQL, { notetypes: [BASIC], notes: [{ guid: 'dummy', mid: BASIC.id, fields: [DUMMY_TEXT, ''] }] }),
    media: zstdRaw(entries),
  };
  media.forEach((m, i) => (files[String(i)] = m.raw ?? zstdRaw(m.bytes)));
  return zipSync(files, { level: 0 });
}

/** A package as Anki before 2.1.50 exports it (`collection.anki21` when `name` says so). */
export function legacyApkg(SQL: SqlJsStatic, content: FixturePackage, name: 'collection.anki2' | 'collection.anki21' = 'collection.anki2'): Uint8Array {
  const media = content.media ?? [];
  const files: Record<string, Uint8Array> = { [name]: legacyCollection(SQL, content), media: new TextEncoder().encode(JSON.stringify(Object.fromEntries(media.map((m, i) => [String(i), m.name])))) };
  media.forEach((m, i) => (files[String(i)] = m.raw ?? m.bytes));
  return zipSync(files);
}
