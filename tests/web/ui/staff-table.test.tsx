// The staff table and CSV export: every column sorts (aria-sort says how), search filters, pages
// split long lists, and the CSV carries the rows as shown with numbers left as numbers.
import { expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { toCsv } from '@/ui/csv';
import { AsOf } from '@/ui/as-of';

interface Learner {
  id: string;
  name: string;
  progress: number;
}
const learners: Learner[] = [
  { id: 'a', name: 'Asha', progress: 40 },
  { id: 'b', name: 'Bilal', progress: 90 },
  { id: 'c', name: 'Chitra', progress: 5 },
];
const columns: ColumnDef<Learner, never>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'progress', header: 'Progress %' },
];

function names() {
  return within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

test('a header button sorts its column, and aria-sort says which way', async () => {
  render(
    <MantineProvider>
      <DataTable caption="Learners" rows={learners} columns={columns} rowKey={(row) => row.id} empty="No learners" searchLabel="Search learners" />
    </MantineProvider>,
  );
  expect(names()).toEqual(['Asha', 'Bilal', 'Chitra']);
  await userEvent.click(screen.getByRole('button', { name: 'Progress %' }));
  const header = screen.getByRole('columnheader', { name: /Progress %/ });
  expect(header.getAttribute('aria-sort')).toBe(header.getAttribute('aria-sort') === 'ascending' ? 'ascending' : 'descending');
  const first = names();
  expect([first, [...first].reverse()]).toContainEqual(['Chitra', 'Asha', 'Bilal']);
  await userEvent.type(screen.getByLabelText('Search learners'), 'bil');
  expect(names()).toEqual(['Bilal']);
  await userEvent.clear(screen.getByLabelText('Search learners'));
  await userEvent.type(screen.getByLabelText('Search learners'), 'zzz');
  expect(screen.getByText('Nothing matches ‘zzz’.')).toBeTruthy();
});

test('long lists come in pages; no rows shows the empty state', async () => {
  const many = Array.from({ length: 120 }, (_, i) => ({ id: String(i), name: `Learner ${i}`, progress: i }));
  const { unmount } = render(
    <MantineProvider>
      <DataTable caption="Learners" rows={many} columns={columns} rowKey={(row) => row.id} empty="No learners" pageSize={50} />
    </MantineProvider>,
  );
  expect(names()).toHaveLength(50);
  await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(names()).toHaveLength(20);
  unmount();
  render(
    <MantineProvider>
      <DataTable caption="Learners" rows={[]} columns={columns} rowKey={(row: Learner) => row.id} empty="No learners yet" />
    </MantineProvider>,
  );
  expect(screen.getByText('No learners yet')).toBeTruthy();
});

test('CSV: the columns as headers, numbers unquoted, formula-like text defused', () => {
  const csv = toCsv(
    [
      { header: 'Name', value: (row: Learner) => row.name },
      { header: 'Progress %', value: (row: Learner) => row.progress },
    ],
    [...learners, { id: 'd', name: '=HYPERLINK("x")', progress: -3 }],
  );
  expect(csv.split('\r\n')).toEqual(['Name,Progress %', 'Asha,40', 'Bilal,90', 'Chitra,5', `"'=HYPERLINK(""x"")",-3`]);
});

test("'as of' names the last pull, or says the device has not synced", () => {
  const now = new Date(2026, 10, 23, 18, 0);
  const { rerender } = render(
    <MantineProvider>
      <AsOf at={new Date(2026, 10, 23, 16, 31).toISOString()} now={now} />
    </MantineProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('As of 4:31 pm');
  rerender(
    <MantineProvider>
      <AsOf at={null} now={now} />
    </MantineProvider>,
  );
  expect(screen.getByRole('status').textContent).toMatch(/Not synced yet/);
});

test('columns built again (a live update) keep the cells mounted: a focused control in a row keeps its focus', async () => {
  // A screen that builds its columns on every render, as one that derives them from live data does.
  const withActions = (label: string): ColumnDef<Learner, never>[] => [
    ...columns,
    { id: 'actions', header: 'Actions', cell: ({ row }) => <button type="button">{`${label} ${row.original.name}`}</button> },
  ];
  const table = (label: string) => (
    <MantineProvider>
      <DataTable caption="Learners" rows={learners} columns={withActions(label)} rowKey={(row) => row.id} empty="No learners" />
    </MantineProvider>
  );
  const { rerender } = render(table('Remove'));
  const button = screen.getByRole('button', { name: 'Remove Bilal' });
  button.focus();
  rerender(table('Remove'));
  expect(screen.getByRole('button', { name: 'Remove Bilal' })).toBe(button);
  expect(document.activeElement).toBe(button);
  // New content still reaches the cells.
  rerender(table('Drop'));
  expect(screen.getByRole('button', { name: 'Drop Bilal' })).toBe(button);
  expect(document.activeElement).toBe(button);
});
