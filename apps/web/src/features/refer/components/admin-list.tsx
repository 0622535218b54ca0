import { Button, Group, Stack, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { FilterBar } from '../../../components/ui/filter-bar';
import { PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState, UpdatingIndicator } from '../../../components/ui/query-state';
import { SearchBox } from '../../../components/ui/search-box';
import { pluralise } from '../../../lib/money';
import { ADMIN_PAGE_SIZE } from '../api/admin';

export type Column<T> = { head: string; cell: (row: T) => ReactNode };

type AdminListProps<T> = {
  eyebrow: string;
  title: string;
  description: string;
  createLabel: string;
  createPath: string;
  noun: string;
  query: UseQueryResult<{ rows: T[]; total: number }>;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  filters: { page: number; search: string };
  onChange: (f: { page?: number; search?: string }) => void;
  searchPlaceholder: string;
  testId: string;
  extraFilters?: ReactNode;
  children?: ReactNode;
};

/** A staff list: heading with its Create button, a search, the table and its pager. */
export function AdminList<T>({ eyebrow, title, description, createLabel, createPath, noun, query, columns, rowKey, filters, onChange, searchPlaceholder, testId, extraFilters, children }: AdminListProps<T>) {
  return (
    <Stack gap="xl">
      <PageHeader eyebrow={eyebrow} title={title} description={description}>
        <Group mt="xs">
          <Button component={Link} to={createPath} leftSection={<PlusIcon size={16} />}>
            {createLabel}
          </Button>
        </Group>
      </PageHeader>
      <FilterBar columns={{ base: 1, sm: 3 }}>
        <SearchBox label="Search" placeholder={searchPlaceholder} value={filters.search} onSearch={(search) => onChange({ search, page: 1 })} />
        {extraFilters}
      </FilterBar>
      {children}
      <Stack gap="md" component="section" aria-labelledby={`${testId}-title`}>
        <Group justify="space-between">
          <h2 id={`${testId}-title`} style={{ margin: 0, fontSize: 18 }} aria-live="polite">
            {query.data ? pluralise(query.data.total, noun) : title}
          </h2>
          <UpdatingIndicator query={query} />
        </Group>
        <QueryState query={query} loadingLabel={`Loading the ${noun}s…`} errorTitle={`The ${noun}s could not be loaded`} isEmpty={(d) => d.rows.length === 0} empty={{ title: filters.search ? `No ${noun}s match` : `No ${noun}s yet` }}>
          {(d) => (
            <DataTable minWidth={820} testId={testId} stale={query.isPlaceholderData} caption={`${title}, newest first`}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.head} scope="col">
                      {c.head}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <Table.Td key={c.head}>{c.cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </DataTable>
          )}
        </QueryState>
        {query.data ? <ListPager total={query.data.total} pageSize={ADMIN_PAGE_SIZE} page={filters.page} onChange={(page) => onChange({ page })} label={`${title} pages`} /> : null}
      </Stack>
    </Stack>
  );
}
