/** Column definitions for the teaching tables: `DataTable` takes columns typed over `never` values. */
import type { ColumnDef } from '@/ui/data-table';

/**
 * A column whose value (what it sorts and searches by) is computed by `accessorFn`. DataTable's
 * columns are typed with `never` values so one array may mix value types; this narrows one column
 * to that element type (widening its value type is safe: the table only reads values).
 */
export function column<Row, Value>(definition: ColumnDef<Row, Value> & { id: string }): ColumnDef<Row, never> {
  return definition as ColumnDef<Row, never>;
}
