/** Reads a people CSV (email, name, role, batch; header row, any column order) into import rows. */
import Papa from 'papaparse';
import { MAX_IMPORT_ROWS, type ImportRow } from '@contract/people-import';

/** Why a file cannot be imported at all, as a message key of the admin-people namespace and its values. */
export type ImportProblem = { key: 'noEmail' } | { key: 'noRows' } | { key: 'tooMany'; rows: number; max: number };

export interface ParsedImport {
  rows: ImportRow[];
  /** Why the file cannot be imported at all (no email column, too many rows), or null; the screen words it. */
  problem: ImportProblem | null;
}

const cell = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

export function parseImportCsv(text: string): ParsedImport {
  const parsed = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('email')) return { rows: [], problem: { key: 'noEmail' } };
  if (parsed.data.length > MAX_IMPORT_ROWS) return { rows: [], problem: { key: 'tooMany', rows: parsed.data.length, max: MAX_IMPORT_ROWS } };
  if (parsed.data.length === 0) return { rows: [], problem: { key: 'noRows' } };
  const rows = parsed.data.map((record) => ({
    email: cell(record.email, 320),
    name: cell(record.name, 200),
    role: cell(record.role, 40),
    batch: cell(record.batch, 200),
  }));
  return { rows, problem: null };
}
