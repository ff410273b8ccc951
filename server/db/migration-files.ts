/**
 * The migrations to apply, read from the migrations folder: every `NNNN_name.sql`, in number order.
 * A new migration is its SQL file alone (no hand-edited journal). Drizzle's migrator records each
 * applied migration's `created_at` and applies only those with a later `when`; the ones listed in
 * `meta/_journal.json` (up to 0026, and any drizzle-kit writes) keep the `when` they were applied
 * with there, so deployed databases run none of them again, and any other file takes
 * `NUMBERED_WHEN_BASE + NNNN × 1000`, the rule the hand-written entries since 0005 follow.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationMeta } from 'drizzle-orm/migrator';

/** `when` of migration NNNN when the journal does not list it: this plus NNNN seconds (0026 → 1795400026000). */
export const NUMBERED_WHEN_BASE = 1_795_400_000_000;

const FILE = /^(\d{4})_[\w-]+\.sql$/;

interface JournalEntry {
  tag: string;
  when: number;
  breakpoints: boolean;
}

/** Each migration file's tag (its name without `.sql`) and `when`, ordered by `when`. */
export function migrationTags(folder: string): { tag: string; when: number; breakpoints: boolean }[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const listed = new Map(journal.entries.map((entry) => [entry.tag, entry]));
  const files = readdirSync(folder).filter((name) => FILE.test(name)).sort();
  const tags = files.map((name) => {
    const tag = name.slice(0, -'.sql'.length);
    const entry = listed.get(tag);
    return { tag, when: entry?.when ?? NUMBERED_WHEN_BASE + Number(name.slice(0, 4)) * 1000, breakpoints: entry?.breakpoints ?? true };
  });
  const missing = [...listed.keys()].filter((tag) => !files.includes(`${tag}.sql`));
  if (missing.length > 0) throw new Error(`The migration journal lists files that are missing: ${missing.join(', ')}`);
  return tags.sort((a, b) => a.when - b.when);
}

/** The migrations of `folder` as Drizzle's migrator takes them (the same hash and split as its own reader). */
export function migrationFiles(folder: string): MigrationMeta[] {
  return migrationTags(folder).map(({ tag, when, breakpoints }) => {
    const query = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return { sql: query.split('--> statement-breakpoint'), bps: breakpoints, folderMillis: when, hash: createHash('sha256').update(query).digest('hex') };
  });
}
