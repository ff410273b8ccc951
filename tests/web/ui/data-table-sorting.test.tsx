// The data table's default sort (src/ui/data-table-sorting.ts): case-insensitive, numbers inside
// text in natural order, numbers by value, empty cells first; its cached keys and search texts
// follow new rows.
import { expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { DataTable, type ColumnDef } from '@/ui/data-table';
import { sortKeyOf } from '@/ui/data-table-sorting';

interface Item {
  id: string;
  name: string | null;
  count: number;
}
const columns: ColumnDef<Item, never>[] = [
  { accessorKey: 'name', header: 'Name', cell: ({ row }) => row.original.name ?? '—' },
  { accessorKey: 'count', header: 'Count' },
];
const items: Item[] = [
  { id: '1', name: 'batch 10', count: 3 },
  { id: '2', name: 'Batch 2', count: 20 },
  { id: '3', name: null, count: 100 },
  { id: '4', name: 'alpha', count: -1 },
];

const names = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function table(rows: Item[]) {
  return (
    <MantineProvider>
      <DataTable caption="Items" rows={rows} columns={columns} rowKey={(row) => row.id} empty="None" searchLabel="Search items" initialSorting={[{ id: 'name', desc: false }]} />
    </MantineProvider>
  );
}

test('text sorts case-insensitively with numbers in natural order; numbers sort by value', async () => {
  render(table(items));
  expect(names()).toEqual(['—', 'alpha', 'Batch 2', 'batch 10']);
  await userEvent.click(screen.getByRole('button', { name: /Name/ }));
  expect(names()).toEqual(['batch 10', 'Batch 2', 'alpha', '—']);
  await userEvent.click(screen.getByRole('button', { name: /Count/ }));
  const byCount = names();
  expect([byCount, [...byCount].reverse()]).toContainEqual(['alpha', 'batch 10', 'Batch 2', '—']);
  expect(sortKeyOf('Item 7b')).toBe('item 0000000000000007b');
  expect(sortKeyOf(4.5)).toBe(4.5);
});

test('new rows are sorted and searched by their own values, not the cached ones', async () => {
  const { rerender } = render(table(items));
  await userEvent.type(screen.getByLabelText('Search items'), 'batch');
  expect(names()).toEqual(['Batch 2', 'batch 10']);
  rerender(table([{ id: '1', name: 'zeta batch', count: 3 }, { id: '2', name: 'Batch 2', count: 20 }, { id: '4', name: 'omega', count: 1 }]));
  expect(names()).toEqual(['Batch 2', 'zeta batch']);
  await userEvent.clear(screen.getByLabelText('Search items'));
  expect(names()).toEqual(['Batch 2', 'omega', 'zeta batch']);
});
