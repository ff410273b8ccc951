/**
 * The note types of a collection: from schema 18's `notetypes`, `fields` and `templates` tables
 * (protobuf `config` blobs: Notetype.Config kind 1 is cloze; Template.Config q_format 1, a_format 2),
 * or from schema 11's `col.models` JSON (`type` 1 is cloze; `flds`, `tmpls` with `qfmt`/`afmt`).
 */
import type { Database } from 'sql.js';
import { protoNumber, protoString, readProto } from './protobuf';

/** One card template: its question and answer formats (Anki's template syntax). */
export interface Template {
  name: string;
  qfmt: string;
  afmt: string;
}

/** A note type: its name, whether it is cloze, its field names in order, its templates in order. */
export interface Notetype {
  name: string;
  cloze: boolean;
  fields: string[];
  templates: Template[];
}

const asBytes = (value: unknown) => (value instanceof Uint8Array ? value : new Uint8Array());

/** Rows of `sql` grouped by their first column (a note type id). */
function byNotetype(db: Database, sql: string): Map<string, unknown[][]> {
  const groups = new Map<string, unknown[][]>();
  for (const row of db.exec(sql)[0]?.values ?? []) groups.set(String(row[0]), [...(groups.get(String(row[0])) ?? []), row]);
  return groups;
}

function schema18(db: Database): Map<string, Notetype> {
  const fields = byNotetype(db, 'select ntid, name from fields order by ntid, ord');
  const templates = byNotetype(db, 'select ntid, name, config from templates order by ntid, ord');
  const out = new Map<string, Notetype>();
  for (const [id, name, config] of db.exec('select id, name, config from notetypes')[0]?.values ?? []) {
    const key = String(id);
    out.set(key, {
      name: String(name),
      cloze: protoNumber(readProto(asBytes(config)), 1) === 1,
      fields: (fields.get(key) ?? []).map((row) => String(row[1])),
      templates: (templates.get(key) ?? []).map((row) => {
        const tc = readProto(asBytes(row[2]));
        return { name: String(row[1]), qfmt: protoString(tc, 1), afmt: protoString(tc, 2) };
      }),
    });
  }
  return out;
}

interface LegacyModel {
  name?: string;
  type?: number;
  flds?: { name?: string; ord?: number }[];
  tmpls?: { name?: string; qfmt?: string; afmt?: string; ord?: number }[];
}

function schema11(db: Database): Map<string, Notetype> {
  const text = db.exec('select models from col limit 1')[0]?.values[0]?.[0];
  const parsed: unknown = typeof text === 'string' && text ? JSON.parse(text) : {};
  const models = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, LegacyModel>) : {};
  const byOrd = <T extends { ord?: number }>(list: T[] | undefined) => [...(list ?? [])].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
  return new Map(Object.entries(models).map(([id, m]) => [id, {
    name: m.name ?? '',
    cloze: m.type === 1,
    fields: byOrd(m.flds).map((f) => f.name ?? ''),
    templates: byOrd(m.tmpls).map((t) => ({ name: t.name ?? '', qfmt: t.qfmt ?? '', afmt: t.afmt ?? '' })),
  }]));
}

/** The note types of collection `db` by id (as a string); `modern`: schema 18. */
export const readNotetypes = (db: Database, modern: boolean) => (modern ? schema18(db) : schema11(db));
