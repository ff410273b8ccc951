// The data table's row order (src/ui/data-table-rows.ts): TanStack's sort rules over plain rows
// (several columns in turn, `undefined` last ascending and first descending, ties in their given
// order, unsortable columns ignored), the search over cached texts, and the first sort direction
// taken from the list's first row.
import { describe, expect, test } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';
import { createRowCache, rowColumns, searchRows, sortRows, withFirstSortDirections } from '@/ui/data-table-rows';

interface Item {
  id: string;
  name: string;
  group?: string;
  score: number;
  nested: { city: string };
}
const columns: ColumnDef<Item, never>[] = [
  { accessorKey: 'name', header: 'Name' },
  { id: 'group', header: 'Group', accessorFn: (item) => item.group as never },
  { accessorKey: 'score', header: 'Score' },
  { accessorKey: 'nested.city', header: 'City' },
  { id: 'actions', header: 'Actions', enableSorting: false },
];
const items: Item[] = [
  { id: '1', name: 'Item 10', group: 'b', score: 3, nested: { city: 'Oslo' } },
  { id: '2', name: 'item 2', score: 3, nested: { city: 'Lima' } },
  { id: '3', name: 'Item 1', group: 'a', score: 7, nested: { city: 'Accra' } },
  { id: '4', name: 'item 2', group: 'a', score: 1, nested: { city: 'Pune' } },
];
const leaves = rowColumns<Item>(columns);
const ids = (rows: readonly Item[]) => rows.map((row) => row.id);

describe('rowColumns', () => {
  test('ids and values as TanStack makes them; a column without a value or with sorting off does not sort', () => {
    expect(leaves.map((c) => [c.id, c.canSort])).toEqual([['name', true], ['group', true], ['score', true], ['nested_city', true], ['actions', false]]);
    expect(leaves[3]!.value!(items[0]!)).toBe('Oslo');
  });
});

describe('sortRows', () => {
  const cache = createRowCache(leaves);
  test('text case-insensitively with numbers in natural order, ties in the given order', () => {
    expect(ids(sortRows(items, [{ id: 'name', desc: false }], leaves, cache))).toEqual(['3', '2', '4', '1']);
    expect(ids(sortRows(items, [{ id: 'name', desc: true }], leaves, cache))).toEqual(['1', '2', '4', '3']);
  });
  test('by a second column where the first ties; undefined values last ascending, first descending', () => {
    expect(ids(sortRows(items, [{ id: 'score', desc: false }, { id: 'name', desc: true }], leaves, cache))).toEqual(['4', '1', '2', '3']);
    expect(ids(sortRows(items, [{ id: 'group', desc: false }], leaves, cache))).toEqual(['3', '4', '1', '2']);
    expect(ids(sortRows(items, [{ id: 'group', desc: true }], leaves, cache))).toEqual(['2', '1', '3', '4']);
  });
  test('nested keys sort; unknown and unsortable columns leave the order as given', () => {
    expect(ids(sortRows(items, [{ id: 'nested_city', desc: false }], leaves, cache))).toEqual(['3', '2', '1', '4']);
    expect(sortRows(items, [{ id: 'actions', desc: false }, { id: 'nope', desc: true }], leaves, cache)).toBe(items);
  });
});

describe('searchRows', () => {
  test("matches the columns' values (or the given text), case-insensitively", () => {
    expect(ids(searchRows(items, 'lima', createRowCache(leaves)))).toEqual(['2']);
    expect(ids(searchRows(items, 'item 1', createRowCache(leaves)))).toEqual(['1', '3']);
    expect(ids(searchRows(items, 'x-3', createRowCache(leaves, (item) => `X-${item.score}`)))).toEqual(['1', '2']);
    expect(searchRows(items, '', createRowCache(leaves))).toBe(items);
  });
});

describe('withFirstSortDirections', () => {
  test('text columns sort ascending first, others descending first, a column that says so keeps its own', () => {
    const own: ColumnDef<Item, never>[] = [...columns, { accessorKey: 'score', id: 'score2', header: 'Score 2', sortDescFirst: false }];
    const result = withFirstSortDirections(own, items[0], rowColumns<Item>(own)) as Array<{ sortDescFirst?: boolean }>;
    expect(result.map((c) => c.sortDescFirst)).toEqual([false, false, true, false, undefined, false]);
    // No rows: as TanStack, descending first for every column with a value.
    expect((withFirstSortDirections(columns, undefined, leaves) as Array<{ sortDescFirst?: boolean }>).map((c) => c.sortDescFirst)).toEqual([true, true, true, true, undefined]);
  });
});
