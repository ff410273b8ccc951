/**
 * The CSV of a table exactly as shown: the rows in the table's current sort, after its search and
 * filters (every page, not only the one on screen), under its columns. The columns are either given
 * (`columns`: header and value per row, numbers as numbers) or the table's own: every column with
 * a text header and a value (action and selection columns have none), each cell as
 * `meta.csv(row)` when the column says how it is shown, else its sort value.
 */
import type { RowData, Table } from '@tanstack/react-table';
import { toCsv, type CsvColumn } from './csv';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface must keep TanStack's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The cell's value in a CSV export, when it differs from the column's sort value. */
    csv?: (row: TData) => string | number | boolean | null | undefined;
  }
}

/** What to export and under which name. */
export interface TableCsv<Row> {
  fileName: string;
  label?: string;
  columns?: readonly CsvColumn<Row>[];
}

type CsvCell = string | number | boolean | null | undefined;
const asCell = (value: unknown): CsvCell =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : String(value);

/** The table's own columns as CSV columns (text header and a value). */
export function shownColumns<Row>(table: Table<Row>): CsvColumn<Row>[] {
  return table.getVisibleLeafColumns().flatMap((column) => {
    const header = column.columnDef.header;
    const read = column.columnDef.meta?.csv ?? (column.accessorFn ? (row: Row) => asCell(column.accessorFn!(row, 0)) : undefined);
    return typeof header === 'string' && read ? [{ header, value: read }] : [];
  });
}

/**
 * The CSV text of `table` as it is shown now: `rows` (every page, sorted and searched, when the
 * table pages them itself), else the table's rows before paging.
 */
export function tableCsv<Row>(table: Table<Row>, csv: Pick<TableCsv<Row>, 'columns'>, rows?: readonly Row[]): string {
  return toCsv(csv.columns ?? shownColumns(table), rows ?? table.getPrePaginationRowModel().rows.map((row) => row.original));
}
