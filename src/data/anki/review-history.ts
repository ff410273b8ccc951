/**
 * A learner's review history from their own Anki package (`.apkg` or `.colpkg`, any Anki version;
 * issue 50): the package is unpacked and its collection chosen with the deck importer's checks
 * (package-zip.ts, collection-file.ts), then each card's `revlog` rows are read with the card's note
 * guid, template ordinal and whether its note type is cloze, which is how a deck here names the cards
 * it imported (note id from deck + guid, note-id.ts). Only answers count: a row with button 1–4 of a
 * learning, review, relearning or filtered-deck review; manual and rescheduled entries (no button)
 * are left out, and a "Forget"/reset (manual, interval 0) drops the history before it, as Anki's FSRS
 * does. Runs in a worker (history.worker.ts) with sql.js passed in.
 */
import type { SqlJsStatic } from 'sql.js';
import { ApkgError } from './apkg-error';
import { chooseCollection, openCollection } from './collection-file';
import { readNotetypes } from './notetypes';
import { unzipPackage } from './package-zip';

/** One answer in Anki: when (ms since the epoch, the revlog id) and the button, 1 again … 4 easy. */
export interface AnkiAnswer {
  at: number;
  rating: number;
}

/** One Anki card's answers, oldest first, with what names it: note guid, template ordinal, cloze or not. */
export interface AnkiCardHistory {
  guid: string;
  ord: number;
  cloze: boolean;
  answers: AnkiAnswer[];
}

/** The history read from a package. */
export interface ReviewHistory {
  cards: AnkiCardHistory[];
  /** Answers read (after resets and manual entries are left out). */
  answers: number;
  source: string;
}

/** At most this many revlog rows are read (a learner of ten years answers about 300,000). */
export const MAX_REVLOG_ROWS = 1_000_000;

/** Revlog kinds (rslib RevlogReviewKind): 0 learning, 1 review, 2 relearning, 3 filtered, 4 manual, 5 rescheduled. */
const MANUAL = 4;

/** The review history of package `bytes`. Throws {@link ApkgError}. */
export function readReviewHistory(bytes: Uint8Array, SQL: SqlJsStatic): ReviewHistory {
  const collection = chooseCollection(unzipPackage(bytes).files, SQL);
  let db: import('sql.js').Database | undefined;
  try {
    db = openCollection(collection, SQL);
    const total = Number(db.exec('select count(*) from revlog')[0]?.values[0]?.[0] ?? 0);
    if (total > MAX_REVLOG_ROWS) throw new ApkgError('tooManyReviews', { total, max: MAX_REVLOG_ROWS });
    const cloze = new Map([...readNotetypes(db, collection.modern)].map(([id, type]) => [id, type.cloze]));
    const statement = db.prepare(`select r.cid, r.id, r.ease, r.type, r.ivl, n.guid, n.mid, c.ord from revlog r
      join cards c on c.id = r.cid join notes n on n.id = c.nid order by r.cid, r.id`);
    const cards: AnkiCardHistory[] = [];
    let current: AnkiCardHistory | undefined;
    let currentId: unknown;
    while (statement.step()) {
      const [cid, at, ease, type, ivl, guid, mid, ord] = statement.get();
      if (cid !== currentId) {
        currentId = cid;
        current = { guid: String(guid), ord: Number(ord), cloze: cloze.get(String(mid)) ?? false, answers: [] };
        cards.push(current);
      }
      const rating = Number(ease);
      if (Number(type) === MANUAL && Number(ivl) === 0 && rating === 0) current!.answers = [];
      else if (Number(type) < MANUAL && rating >= 1 && rating <= 4) current!.answers.push({ at: Number(at), rating });
    }
    statement.free();
    const kept = cards.filter((c) => c.answers.length > 0);
    return { cards: kept, answers: kept.reduce((n, c) => n + c.answers.length, 0), source: collection.name };
  } catch (error) {
    if (error instanceof ApkgError) throw error;
    throw new ApkgError('collectionDamaged', { name: collection.name });
  } finally {
    db?.close();
  }
}
