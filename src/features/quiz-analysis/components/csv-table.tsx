/** A staff table whose columns are its CSV export's columns, with a button that downloads exactly the rows shown, in the order shown. */
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import type { CsvColumn } from '@/ui/csv';
import { useTranslation } from 'react-i18next';
import { messages, quizAnalysisNs, type Messages } from '../messages/en';

interface CsvTableProps<Row> {
  title: string;
  headingId: string;
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  rowKey: (row: Row) => string;
  fileName: string;
  exportLabel: string;
  empty: ReactNode;
  /** How a cell is shown when not as its CSV text (the same value, in other markup). */
  renderCell?: (header: string, row: Row) => ReactNode | undefined;
  /** A cell's words in the export when the language shown words it (a result, a flag), else its CSV value. */
  exportCell?: (header: string, row: Row) => string | undefined;
  searchLabel?: string;
}

/** The DataTable columns of `columns`: each cell shows its CSV value. */
export function tableColumns<Row>(columns: readonly CsvColumn<Row>[], renderCell?: CsvTableProps<Row>['renderCell'], nameOf = (header: string) => header): ColumnDef<Row, never>[] {
  return columns.map((column) => ({
    id: column.header,
    header: nameOf(column.header),
    accessorFn: (row: Row) => column.value(row) as never,
    cell: ({ row }) => renderCell?.(column.header, row.original) ?? String(column.value(row.original) ?? ''),
  }));
}

/** A titled table with its CSV export. */
export function CsvTable<Row>({ title, headingId, rows, columns, rowKey, fileName, exportLabel, empty, renderCell, exportCell, searchLabel }: CsvTableProps<Row>) {
  const { t } = useTranslation(quizAnalysisNs);
  // The columns are named in the language shown, on screen and in the export (issue 52; English as report.ts names them).
  const nameOf = (header: string) => (Object.hasOwn(messages.columns, header) ? t(`columns.${header as keyof Messages['columns']}`) : header);
  const exported = columns.map((column) => ({ header: nameOf(column.header), value: (row: Row) => exportCell?.(column.header, row) ?? column.value(row) }));
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {title}
      </Title>
      <DataTable
        caption={title}
        rows={rows}
        columns={tableColumns(columns, renderCell, nameOf)}
        rowKey={rowKey}
        empty={empty}
        searchLabel={searchLabel}
        csv={{ fileName, label: exportLabel, columns: exported }}
      />
    </section>
  );
}
