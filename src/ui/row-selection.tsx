/** Choosing rows of a table with a checkbox each, for an action on all the chosen ones (approve, revoke). */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { ColumnDef } from './data-table';

/** The ids of the chosen rows, `toggle` to choose or let go of one, `clear` after the action. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, clear };
}

/** The 'Select' column: a checkbox named by `label`, off for rows `disabled` says cannot be chosen. */
export function selectColumn<Row extends { id: string }>(
  selected: ReadonlySet<string>,
  toggle: (id: string) => void,
  { label, disabled }: { label: (row: Row) => string; disabled: (row: Row) => boolean },
): ColumnDef<Row, never> {
  return {
    id: 'select',
    header: 'Select',
    enableSorting: false,
    cell: ({ row }) => (
      <Checkbox aria-label={`Select ${label(row.original)}`} checked={selected.has(row.original.id)} disabled={disabled(row.original)} onChange={() => toggle(row.original.id)} />
    ),
  };
}
