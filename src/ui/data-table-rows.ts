/**
 * The data table's rows in order: sorted by its sort state, then narrowed by its search, over plain
 * row objects. The table hands TanStack only the page on screen: TanStack's own row models build a
 * row object with some forty closures for every one of 10,000 rows and copy them all again to sort,
 * which took most of the people list's paint and kept the garbage collector busy.
 * Each row's sort keys and search text are cached on the row object (rows are immutable), so a
 * re-sort, a keystroke or a list that keeps most of its objects only compares ready keys.
 */
import type { SortingState } from '@tanstack/react-table';
import { compareKeys, sortKeyOf, type SortKey } from './data-table-sorting';

/** A column as the row order needs it: its id, its value, and whether it sorts. */
export interface RowColumn<Row> {
  id: string;
  value: ((row: Row) => unknown) | undefined;
  canSort: boolean;
}

/** The parts of a column definition the row order reads (every kind of TanStack column is one of these). */
interface ColumnParts<Row> {
  id?: string;
  header?: unknown;
  accessorKey?: string;
  accessorFn?: (row: Row, index: number) => unknown;
  enableSorting?: boolean;
  columns?: readonly unknown[];
}

/** A column's id as TanStack makes it: `id`, else `accessorKey` with dots as underscores, else a text header. */
function columnId<Row>(def: ColumnParts<Row>): string | undefined {
  return def.id ?? def.accessorKey?.replaceAll('.', '_') ?? (typeof def.header === 'string' ? def.header : undefined);
}

/** How TanStack reads an `accessorKey` (a dotted key walks nested objects). */
function keyReader<Row>(key: string): (row: Row) => unknown {
  if (!key.includes('.')) return (row) => (row as Record<string, unknown>)[key];
  const path = key.split('.');
  return (row) => path.reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], row);
}

/**
 * The table's leaf columns (groups flattened) with their values, as TanStack resolves them from its
 * column definitions (`ColumnDef`s, typed loosely here: comparing TanStack's column types upsets
 * TypeScript's variance check of `ColumnDef` elsewhere).
 */
export function rowColumns<Row>(columns: readonly unknown[]): RowColumn<Row>[] {
  return columns.flatMap((column): RowColumn<Row>[] => {
    const def = column as ColumnParts<Row>;
    if (def.columns) return rowColumns<Row>(def.columns);
    const { accessorFn, accessorKey } = def;
    const id = columnId(def);
    if (id === undefined) return [];
    const value = accessorFn ? (row: Row) => accessorFn(row, 0) : accessorKey !== undefined ? keyReader<Row>(accessorKey) : undefined;
    return [{ id, value, canSort: value !== undefined && def.enableSorting !== false }];
  });
}

/** Each row's search text and sort keys, computed once per row object; make a new one when the columns or search text change. */
export interface RowCache<Row> {
  text(row: Row): string;
  /** The row's sort key for a column, or `undefined` when its value is `undefined`. */
  key(row: Row, column: RowColumn<Row>): SortKey | undefined;
}

const UNDEFINED = Symbol('undefined value');

/**
 * A cache of search texts (`searchText(row)`, or the columns' values joined, lower-cased) and sort
 * keys per row object (a row that is not an object is not cached).
 */
export function createRowCache<Row>(columns: readonly RowColumn<Row>[], searchText?: (row: Row) => string): RowCache<Row> {
  const texts = new WeakMap<object, string>();
  const keys = new WeakMap<object, Map<string, SortKey | typeof UNDEFINED>>();
  const textOf = (row: Row) => (searchText ? searchText(row) : columns.map((column) => String(column.value?.(row) ?? '')).join(' ')).toLowerCase();
  const keyOf = (row: Row, column: RowColumn<Row>) => {
    const value = column.value?.(row);
    return value === undefined ? UNDEFINED : sortKeyOf(value);
  };
  return {
    text(row) {
      if (typeof row !== 'object' || row === null) return textOf(row);
      let text = texts.get(row);
      if (text === undefined) texts.set(row, (text = textOf(row)));
      return text;
    },
    key(row, column) {
      let key: SortKey | typeof UNDEFINED | undefined;
      if (typeof row !== 'object' || row === null) key = keyOf(row, column);
      else {
        let ofRow = keys.get(row);
        if (!ofRow) keys.set(row, (ofRow = new Map()));
        key = ofRow.get(column.id);
        if (key === undefined) ofRow.set(column.id, (key = keyOf(row, column)));
      }
      return key === UNDEFINED ? undefined : key;
    },
  };
}

/**
 * `rows` in the order of `sorting` (TanStack's rules: the first entry first, a value of `undefined`
 * after all others ascending, ties in their given order); entries of unknown or unsortable columns
 * are left out. Returns `rows` itself when there is nothing to sort by.
 */
export function sortRows<Row>(rows: readonly Row[], sorting: SortingState, columns: readonly RowColumn<Row>[], cache: RowCache<Row>): readonly Row[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const entries = sorting.flatMap((entry) => {
    const column = byId.get(entry.id);
    return column?.canSort ? [{ column, sign: entry.desc ? -1 : 1 }] : [];
  });
  if (entries.length === 0 || rows.length < 2) return rows;
  // The keys read once into arrays: the comparisons then index arrays, not caches.
  const keys = entries.map(({ column }) => rows.map((row) => cache.key(row, column)));
  const order = rows.map((_, index) => index);
  order.sort((a, b) => {
    for (let i = 0; i < entries.length; i += 1) {
      const [x, y] = [keys[i]![a], keys[i]![b]];
      const compared = x === undefined || y === undefined ? (x === y ? 0 : x === undefined ? 1 : -1) : compareKeys(x, y);
      if (compared !== 0) return compared * entries[i]!.sign;
    }
    return a - b;
  });
  return order.map((index) => rows[index]!);
}

/** The rows whose search text contains `needle` (already trimmed and lower-cased); `rows` itself for an empty needle. */
export function searchRows<Row>(rows: readonly Row[], needle: string, cache: RowCache<Row>): readonly Row[] {
  return needle ? rows.filter((row) => cache.text(row).includes(needle)) : rows;
}

/**
 * `columns` with the direction each sorts first on its first click set where the column does not
 * set it, as TanStack would pick it from the first row of the (unsorted, searched) list: ascending
 * for text, descending for anything else. TanStack, which now sees only the page, would otherwise
 * look at the page's first row, which depends on the current sort.
 */
export function withFirstSortDirections<Column>(columns: readonly Column[], firstRow: unknown, leaves: readonly RowColumn<never>[]): Column[] {
  const byId = new Map(leaves.map((leaf) => [leaf.id, leaf]));
  return columns.map((column) => {
    const def = column as ColumnParts<unknown> & { sortDescFirst?: boolean };
    if (def.columns) return { ...def, columns: withFirstSortDirections(def.columns, firstRow, leaves) } as Column;
    const id = columnId(def);
    const leaf = id === undefined ? undefined : byId.get(id);
    if (def.sortDescFirst !== undefined || !leaf?.value) return column;
    const value = firstRow === undefined ? undefined : leaf.value(firstRow as never);
    return { ...def, sortDescFirst: typeof value !== 'string' } as Column;
  });
}
