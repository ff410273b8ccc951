/**
 * The staff screens' table: sortable by every column (header buttons with `aria-sort`), an
 * optional search box over the given text, pages of `pageSize` rows so 10,000 rows stay fast, and
 * an optional CSV export of exactly what the table shows: its rows in the current sort, after the
 * search (all pages), under its columns (see `tableCsv`).
 * Built on @tanstack/react-table (headless) and Mantine's Table; import it only from staff code.
 */
import { Button, Group, Pagination, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Row as TanstackRow,
  type Table as TanstackTable,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { downloadCsv } from './csv';
import { cachedSort } from './data-table-sorting';
import { tableCsv, type TableCsv } from './table-csv';

export type { ColumnDef } from '@tanstack/react-table';

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers (the table's caption). */
  caption: string;
  rows: readonly Row[];
  columns: ColumnDef<Row, never>[];
  /** Each row's stable key. */
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows at all. */
  empty: ReactNode;
  /** The search box's label; no search box when omitted. */
  searchLabel?: string;
  /** The text a row is searched by (defaults to its cells' values); pass a stable function: each row's text is computed once per `rows` and function. */
  searchText?: (row: Row) => string;
  initialSorting?: SortingState;
  pageSize?: number;
  /** A CSV export button ('Export CSV' unless labelled) writing the rows as sorted and searched now. */
  csv?: TableCsv<Row>;
}

const sortNames = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable, searchable, paginated table of `rows`. */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  empty,
  searchLabel,
  searchText,
  initialSorting = [],
  pageSize = 50,
  csv,
}: DataTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  // Each row's lower-cased search text and each cell's sort key (data-table-sorting.ts), computed once
  // per TanStack row (new rows come with new data): a keystroke then only compares strings and a sort
  // compares ready keys, so 10,000 rows stay quick.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh cache when what the texts are made of changes
  const searchTexts = useMemo(() => new WeakMap<TanstackRow<Row>, string>(), [searchText, columns]);
  const defaultColumn = useMemo<Partial<ColumnDef<Row, never>>>(() => ({ sortingFn: cachedSort<Row>() }), []);
  const needle = search.trim().toLowerCase();
  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is meant to be read afresh each render
  const table: TanstackTable<Row> = useReactTable<Row>({
    data: rows as Row[],
    columns,
    defaultColumn,
    state: { sorting, globalFilter: search, pagination: { pageIndex, pageSize } },
    onSortingChange: (update) => {
      setSorting(update);
      setPageIndex(0);
    },
    getRowId: (row) => rowKey(row),
    globalFilterFn: (row) => {
      let text = searchTexts.get(row);
      if (text === undefined) {
        text = (searchText ? searchText(row.original) : row.getAllCells().map((cell) => String(cell.getValue() ?? '')).join(' ')).toLowerCase();
        searchTexts.set(row, text);
      }
      return text.includes(needle);
    },
    // The filter reads the whole row's text: test it once per row, not once per column.
    getColumnCanGlobalFilter: (column) => column === table.getAllLeafColumns().find((c) => c.accessorFn),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  if (rows.length === 0) return <>{empty}</>;
  const shown = table.getRowModel().rows;
  const matching = table.getFilteredRowModel().rows.length;
  const pages = Math.max(1, Math.ceil(matching / pageSize));
  return (
    <>
      {(searchLabel || csv) && (
        <Group align="end" justify="space-between" mb="sm">
          {searchLabel ? (
            <TextInput
              label={searchLabel}
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPageIndex(0);
              }}
              maw={360}
              style={{ flex: 1 }}
            />
          ) : (
            <span />
          )}
          {csv && (
            <Button variant="default" disabled={matching === 0} onClick={() => downloadCsv(csv.fileName, tableCsv(table, csv))}>
              {csv.label ?? 'Export CSV'}
            </Button>
          )}
        </Group>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover stickyHeader>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th key={header.id} scope="col" aria-sort={sorted ? sortNames[sorted] : undefined}>
                      {header.column.getCanSort() ? (
                        <UnstyledButton onClick={header.column.getToggleSortingHandler()} fw={600} fz="sm">
                          {label}
                          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
                        </UnstyledButton>
                      ) : (
                        label
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {matching === 0 && <Text mt="sm">Nothing matches ‘{search}’.</Text>}
      {pages > 1 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {matching} rows
          </Text>
          <Pagination
            total={pages}
            value={pageIndex + 1}
            onChange={(page) => setPageIndex(page - 1)}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            getControlProps={(control) => ({ 'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page` })}
          />
        </Group>
      )}
    </>
  );
}
