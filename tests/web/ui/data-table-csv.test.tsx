// A table's CSV export is exactly what it shows: the rows in the current sort, after the search,
// from every page, under the table's columns (action columns left out, a column's shown text where
// it says so), numbers as numbers.
import { afterEach, expect, test, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { captureDownload } from '../support/download';

interface Person {
  id: string;
  name: string;
  score: number;
  active: boolean;
}
const people: Person[] = [
  { id: '1', name: 'Ada', score: 72, active: true },
  { id: '2', name: 'Bea', score: 95, active: false },
  { id: '3', name: 'Cal', score: 58, active: true },
  { id: '4', name: 'Abe', score: 81, active: true },
];
const columns: ColumnDef<Person, never>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name' },
  { id: 'score', header: 'Score', accessorKey: 'score' },
  { id: 'active', header: 'Status', accessorKey: 'active', cell: ({ row }) => (row.original.active ? 'Active' : 'Left'), meta: { csv: (p: Person) => (p.active ? 'Active' : 'Left') } },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: () => <button type="button">Edit</button> },
];

afterEach(() => vi.restoreAllMocks());

test('exports the searched rows of every page in the order the table is sorted', async () => {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <DataTable caption="People" rows={people} columns={columns} rowKey={(p) => p.id} empty="None" searchLabel="Search" pageSize={2} csv={{ fileName: 'people.csv' }} />
    </MantineProvider>,
  );
  // A number column sorts highest first on its first click.
  await user.click(screen.getByRole('button', { name: 'Score' }));
  expect(screen.getByRole('columnheader', { name: /Score/ }).getAttribute('aria-sort')).toBe('descending');
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
  const csv = captureDownload();
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  // 'a' matches Ada, Bea, Cal and Abe's names; two rows a page, yet all four in score order, highest first.
  expect((await csv).replace(/^\ufeff/, '')).toBe('Name,Score,Status\r\nBea,95,Left\r\nAbe,81,Active\r\nAda,72,Active\r\nCal,58,Active');
});

test('the search narrows the export, and explicit columns replace the table\u2019s own', async () => {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <DataTable
        caption="People"
        rows={people}
        columns={columns}
        rowKey={(p) => p.id}
        empty="None"
        searchLabel="Search"
        initialSorting={[{ id: 'name', desc: false }]}
        csv={{ fileName: 'people.csv', label: 'Export scores (CSV)', columns: [{ header: 'Learner', value: (p) => p.name }, { header: 'Percent', value: (p) => p.score }] }}
      />
    </MantineProvider>,
  );
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab');
  const csv = captureDownload();
  await user.click(screen.getByRole('button', { name: 'Export scores (CSV)' }));
  expect((await csv).replace(/^\ufeff/, '')).toBe('Learner,Percent\r\nAbe,81');
});
