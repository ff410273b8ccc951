/**
 * Anki's text format (File → Export → Notes in Plain Text, and what Anki imports): optional header
 * lines first (`#separator:tab|comma|semicolon|pipe|space|colon|<char>`, `#html:true|false`,
 * `#tags column:N`, `#guid column:N`, `#notetype column:N`, `#deck column:N`, `#notetype:…`, `#tags:…`,
 * `#columns:…`), then one note per row, read with papaparse. Without a notetype, a row whose first
 * field holds `{{c1::…}}` is a cloze note (its second field the extra); otherwise front and back.
 */
import Papa from 'papaparse';
import type { DeckContent, DeckNote } from '@contract/deck-authoring';
import { cardHtmlToText, fieldToCardHtml } from './card-text';
import { checkNote, kindOf, resultOf, splitTags, type ImportResult, type ImportRow } from './import-result';
import { say } from '../../shared/import-words';

const SEPARATORS: Record<string, string> = { tab: '\t', comma: ',', semicolon: ';', pipe: '|', space: ' ', colon: ':' };

/** The header of a file, as read from its `#key:value` lines. */
interface Header {
  separator: string | null;
  html: boolean | null;
  columns: { tags: number | null; guid: number | null; notetype: number | null; deck: number | null };
  notetype: string;
  tags: string[];
}

function readHeader(lines: string[]): { header: Header; used: number } {
  const header: Header = { separator: null, html: null, columns: { tags: null, guid: null, notetype: null, deck: null }, notetype: '', tags: [] };
  let used = 0;
  for (const line of lines) {
    const match = /^#([a-z ]+):(.*)$/i.exec(line.replace(/\r$/, ''));
    if (!match) break;
    used += 1;
    const key = match[1]!.trim().toLowerCase();
    const value = match[2]!.trim();
    if (key === 'separator') header.separator = SEPARATORS[value.toLowerCase()] ?? (value.length === 1 ? value : null);
    else if (key === 'html') header.html = value.toLowerCase() === 'true';
    else if (key === 'notetype') header.notetype = value;
    else if (key === 'tags') header.tags = splitTags(value);
    else {
      const column = /^(tags|guid|notetype|deck) column$/.exec(key);
      const n = Number(value);
      if (column && Number.isInteger(n) && n >= 1) header.columns[column[1] as keyof Header['columns']] = n;
    }
  }
  return { header, used };
}

/** A guess at the separator of a file without `#separator`: tab, then semicolon, then comma. */
function guessSeparator(firstRow: string): string {
  return ['\t', ';', ','].find((s) => firstRow.includes(s)) ?? '\t';
}

/** Parses a file in Anki's text format into notes, each bad row with its error in words. */
export function parseAnkiText(text: string): ImportResult {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  const { header, used } = readHeader(lines);
  const body = lines.slice(used).join('\n');
  const separator = header.separator ?? guessSeparator(lines[used] ?? '');
  const parsed = Papa.parse<string[]>(body, { delimiter: separator, skipEmptyLines: 'greedy', quoteChar: '"' });
  // Without `#html`, Anki reads HTML when a field looks like it holds tags.
  const html = header.html ?? /<(b|i|u|br|div|span|p)\b[^>]*>/i.test(body);
  const special = new Set(Object.values(header.columns).filter((n): n is number => n !== null));
  const rows: ImportRow[] = parsed.data.map((cells, index) => {
    const row = index + 1;
    const cell = (n: number | null) => (n === null ? '' : (cells[n - 1] ?? '').trim());
    const fields = cells.filter((_, i) => !special.has(i + 1));
    const front = fieldToCardHtml(fields[0] ?? '', html);
    const { kind, reversed } = kindOf(cell(header.columns.notetype) || header.notetype, front);
    if (kind === 'basic' && fields.length < 2) return { row, error: say(fields.length === 1 ? 'oneField' : 'fewFields', { n: fields.length }) };
    const guid = cell(header.columns.guid) || null;
    const tags = [...header.tags, ...splitTags(cell(header.columns.tags))];
    return checkNote(row, { kind, front, back: fieldToCardHtml(fields[1] ?? '', html), reversed, tags: [...new Set(tags)], guid });
  });
  const misread = parsed.errors.filter((e) => e.code !== 'UndetectableDelimiter');
  for (const error of misread) {
    const at = rows.find((r) => r.row === (error.row ?? -1) + 1);
    if (at) Object.assign(at, { note: undefined, error: say('textMisread', { detail: error.message }) });
  }
  return resultOf(rows);
}

// Anki's own note type names, written into the file for Anki to read (not words for the screen).
const NOTETYPES = { basic: 'Basic', reversed: 'Basic (and reversed card)', cloze: 'Cloze' } as const; // i18n-ignore
const notetypeOf = (note: DeckNote) => (note.kind === 'cloze' ? NOTETYPES.cloze : note.reversed ? NOTETYPES.reversed : NOTETYPES.basic);

/** The deck in Anki's text format: tab-separated, HTML fields, with guid, notetype and tags columns. */
export function exportAnkiText(content: DeckContent, html = true): string {
  const field = (value: string) => (html ? value : cardHtmlToText(value));
  const rows = content.notes.map((note) => [note.guid ?? note.id, notetypeOf(note), field(note.front), field(note.back), note.tags.join(' ')]);
  const header = ['#separator:tab', `#html:${html}`, '#guid column:1', '#notetype column:2', '#tags column:5'];
  return `${header.join('\n')}\n${Papa.unparse(rows, { delimiter: '\t', newline: '\n' })}\n`;
}
