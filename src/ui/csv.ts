/** CSV export of a table exactly as shown: same rows, same columns, numbers left as numbers. */
import Papa from 'papaparse';

/** One column of an export: its header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** The CSV text (RFC 4180, CRLF line ends) of `rows` under `columns`; empty cells for null or undefined. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    // Cells starting with = + - @ are prefixed so a spreadsheet does not run them as formulas.
    { newline: '\r\n', escapeFormulae: true },
  );
}

/** Offers `csv` to the user as the file `fileName` (a UTF-8 BOM so spreadsheets read names right). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
