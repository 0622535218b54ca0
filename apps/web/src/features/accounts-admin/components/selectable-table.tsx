import { Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/ui/data-table';

/** A table whose rows staff tick to act on several at once; rows that cannot be chosen show no box. */
export function SelectableTable<T extends { key: number; label: string; selectable: boolean }>({
  rows,
  heads,
  cells,
  selected,
  onSelected,
  testId,
  caption,
}: {
  rows: T[];
  heads: ReactNode;
  cells: (row: T) => ReactNode;
  selected: Set<number>;
  onSelected: (next: Set<number>) => void;
  testId: string;
  caption: string;
}) {
  const selectable = rows.filter((r) => r.selectable);
  const all = selectable.length > 0 && selectable.every((r) => selected.has(r.key));
  const toggle = (key: number) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelected(next);
  };
  return (
    <DataTable minWidth={720} testId={testId} caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={44}>
            <Checkbox aria-label="Choose every row" checked={all} indeterminate={!all && selected.size > 0} disabled={selectable.length === 0} onChange={() => onSelected(all ? new Set() : new Set(selectable.map((r) => r.key)))} />
          </Table.Th>
          {heads}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.selectable ? <Checkbox aria-label={`Choose ${r.label}`} checked={selected.has(r.key)} onChange={() => toggle(r.key)} /> : null}</Table.Td>
            {cells(r)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}
