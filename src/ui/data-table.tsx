/**
 * The staff screens' table: sortable by every column (header buttons with `aria-sort`), an
 * optional search box over the given text, pages of `pageSize` rows so 10,000 rows stay fast, and
 * an optional CSV export of exactly what the table shows: its rows in the current sort, after the
 * search (all pages), under its columns (see `tableCsv`).
 * Built on @tanstack/react-table (headless) and Mantine's Table; import it only from staff code. On a
 * narrow screen it scrolls sideways in its own box with its first column fixed (data-table.module.css).
 */
import { Button, Group, Pagination, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type SortingState,
  type Row as TanstackRow,
  type Table as TanstackTable,
} from '@tanstack/react-table';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n/i18n';
import { downloadCsv } from './csv';
import { createRowCache, rowColumns, searchRows, sortRows, withFirstSortDirections } from './data-table-rows';
import { tableCsv, type TableCsv } from './table-csv';
import classes from './data-table.module.css';
import { useAfterNextPaint } from './use-after-next-paint';

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
  /**
   * Renders only this many rows of the page for the table's first paint and the rest of the page
   * right after it (for a long page whose lower rows are below the fold); all at once when omitted.
   */
  firstPaintRows?: number;
  /** A CSV export button ('Export CSV' unless labelled) writing the rows as sorted and searched now. */
  csv?: TableCsv<Row>;
}

const sortNames = { asc: 'ascending', desc: 'descending' } as const;
/** The sorted column's arrow (hidden from screen readers: `aria-sort` says it). */
const sortArrows = { asc: ' ▲', desc: ' ▼' } as const;

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
  firstPaintRows,
  csv,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  // Sorting, search and paging run over the plain rows (data-table-rows.ts), and TanStack gets only
  // the page on screen: its own row models made and copied a row object per row, 10,000 of them.
  // Each row's sort keys and search text are cached per row object, so a keystroke only compares
  // strings and a new list that keeps most of its objects is sorted from ready keys.
  const leafColumns = useMemo(() => rowColumns<Row>(columns), [columns]);
  const cache = useMemo(() => createRowCache(leafColumns, searchText), [leafColumns, searchText]);
  const sorted = useMemo(() => sortRows(rows, sorting, leafColumns, cache), [rows, sorting, leafColumns, cache]);
  const needle = search.trim().toLowerCase();
  const matchingRows = useMemo(() => searchRows(sorted, needle, cache), [sorted, needle, cache]);
  const matching = matchingRows.length;
  const pages = Math.max(1, Math.ceil(matching / pageSize));
  const page = Math.min(pageIndex, pages - 1);
  const pageRows = useMemo(() => matchingRows.slice(page * pageSize, (page + 1) * pageSize), [matchingRows, page, pageSize]);
  // Which way a column sorts first, from the list's first row (TanStack would read the page's).
  const firstRow = useMemo(() => (needle ? rows.find((row) => cache.text(row).includes(needle)) : rows[0]), [rows, needle, cache]);
  const tableColumns = useMemo(() => withFirstSortDirections(columns, firstRow, leafColumns), [columns, firstRow, leafColumns]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is meant to be read afresh each render
  const table: TanstackTable<Row> = useReactTable<Row>({
    data: pageRows,
    columns: tableColumns,
    state: { sorting, globalFilter: search, pagination: { pageIndex: page, pageSize } },
    onSortingChange: (update) => {
      setSorting(update);
      setPageIndex(0);
    },
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
  });
  const cut = firstPaintRows !== undefined && pageRows.length > firstPaintRows;
  const restShown = useAfterNextPaint(cut);
  if (rows.length === 0) return <>{empty}</>;
  const pageShown = table.getRowModel().rows;
  const shown = cut && !restShown ? pageShown.slice(0, firstPaintRows) : pageShown;
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
            <Button variant="default" disabled={matching === 0} onClick={() => downloadCsv(csv.fileName, tableCsv(table, csv, matchingRows))}>
              {csv.label ?? t('dataTable.exportCsv')}
            </Button>
          )}
        </Group>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table className={classes.table} striped highlightOnHover stickyHeader>
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
                          <span aria-hidden="true">{sorted ? sortArrows[sorted] : ''}</span>
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
              <BodyRow key={row.id} row={row} columns={columns} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {matching === 0 && <Text mt="sm">{t('dataTable.noMatch', { search })}</Text>}
      {pages > 1 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t('dataTable.rows', { count: matching })}
          </Text>
          <Pagination
            total={pages}
            value={page + 1}
            onChange={(page) => setPageIndex(page - 1)}
            getItemProps={(page) => ({ 'aria-label': t('dataTable.page', { page }) })}
            getControlProps={(control) => ({ 'aria-label': { first: t('dataTable.firstPage'), previous: t('dataTable.previousPage'), next: t('dataTable.nextPage'), last: t('dataTable.lastPage') }[control] })}
          />
        </Group>
      )}
    </>
  );
}

interface BodyRowProps<Row> {
  row: TanstackRow<Row>;
  /** The table's columns: a row renders again when they change. */
  columns: ColumnDef<Row, never>[];
}

/**
 * One row of the page. Memoised on its data object: when the list changes (the server's answer
 * merged in, a keystroke) the rows still on the page with the same data are not rendered again.
 */
const BodyRow = memo(
  function BodyRow<Row>({ row }: BodyRowProps<Row>) {
    return (
      <Table.Tr>
        {row.getVisibleCells().map((cell) => (
          <Table.Td key={cell.id}>
            <CellContent render={cell.column.columnDef.cell} context={cell.getContext()} />
          </Table.Td>
        ))}
      </Table.Tr>
    );
  },
  (before, after) => before.row.original === after.row.original && before.row.id === after.row.id && before.columns === after.columns,
) as <Row>(props: BodyRowProps<Row>) => ReactNode;

interface CellContentProps<Row> {
  render: ColumnDef<Row, never>['cell'];
  context: CellContext<Row, never>;
}

/**
 * A cell's content, always through this one component: the column's `cell` is called, not mounted
 * as a component of its own (as `flexRender` would), so new column definitions (a screen building
 * them again when a live read updates) update the cells in place instead of remounting them, and a
 * focused control in a row keeps its focus and state when data arrives.
 */
function CellContent<Row>({ render, context }: CellContentProps<Row>): ReactNode {
  return typeof render === 'function' ? render(context) : (render ?? null);
}
