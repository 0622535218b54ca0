import { Stack } from '@mantine/core';
import { Select } from '../../../components/ui/select';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilterBar } from '../../../components/ui/filter-bar';
import { ListPager } from '../../../components/ui/list-pager';
import { QueryState, filteredEmpty } from '../../../components/ui/query-state';
import { SearchBox } from '../../../components/ui/search-box';
import { useAddressFilters } from '../../../lib/hooks/use-address-filters';
import { UPDATES_PAGE_SIZE, type UpdateReads } from '../api/update-reads';
import { hasUpdateFilters, UPDATE_FILTER_CODEC } from '../updates-filters';
import { UpdateStatusSelect } from './update-status-select';
import { UpdatesHeading } from './updates-heading';
import { UpdatesTable, type UpdatesTableProps } from './updates-table';

type UpdatesListTexts = {
  /** The results heading's id; it names the results section. */
  headingId: string;
  searchPlaceholder: string;
  loadingLabel: string;
  errorTitle: string;
  caption: string;
  pagerLabel: string;
  /** The empty list: what to say when there are no updates at all, and when the filters match none. */
  empty: { description: string; action?: ReactNode; filteredDescription?: string };
};

/** The first filter, which narrows the list by owner: the partner's project, or for staff the worthy cause. */
type OwnerFilter = {
  /** The filter it sets; choosing a worthy cause also drops a chosen project. */
  field: 'projectId' | 'partnerId';
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  clearLabel: string;
  nothingFoundMessage: string;
  description?: string;
};

type UpdatesListProps = {
  /** Whose updates: the partner's own, or every partner's for staff. */
  reads: UpdateReads;
  /** The page header above the filters. */
  header: ReactNode;
  ownerFilter: OwnerFilter;
  texts: UpdatesListTexts;
  /** Where a row leads and what more it offers (staff: the worthy cause column, hide and publish). */
  table: Pick<UpdatesTableProps, 'editPath' | 'showPartner' | 'actions'>;
  /** Said under the list, e.g. that a filter's choices could not be loaded. */
  notice?: ReactNode;
  /** Dialogs that the rows' actions open. */
  children?: ReactNode;
};

/**
 * A project-update list screen, the partner's and the staff's: owner, status and word filters kept in the
 * address, the count, the updates a page at a time, and the empty and filtered-empty states.
 */
export function UpdatesList({ reads, header, ownerFilter, texts, table, notice, children }: UpdatesListProps) {
  const { filters, change, clear } = useAddressFilters(UPDATE_FILTER_CODEC);
  const updates = useQuery(reads.list(filters));
  const filtered = hasUpdateFilters(filters);

  return (
    <Stack gap="xl">
      {header}
      <FilterBar columns={{ base: 1, sm: 3 }}>
        <Select
          label={ownerFilter.label}
          placeholder={ownerFilter.placeholder}
          description={ownerFilter.description}
          data={ownerFilter.options}
          value={filters[ownerFilter.field] ? String(filters[ownerFilter.field]) : null}
          onChange={(v) => change({ projectId: null, [ownerFilter.field]: v ? Number(v) : null })}
          clearable
          clearButtonProps={{ 'aria-label': ownerFilter.clearLabel }}
          searchable
          nothingFoundMessage={ownerFilter.nothingFoundMessage}
          comboboxProps={{ withinPortal: true }}
        />
        <UpdateStatusSelect value={filters.status} onChange={(status) => change({ status })} />
        <SearchBox label="Search" placeholder={texts.searchPlaceholder} value={filters.search} onSearch={(search) => change({ search })} />
      </FilterBar>

      <section aria-labelledby={texts.headingId}>
        <Stack gap="md">
          <UpdatesHeading id={texts.headingId} total={updates.data?.total} filtered={filtered} query={updates} />
          <QueryState
            query={updates}
            loadingLabel={texts.loadingLabel}
            errorTitle={texts.errorTitle}
            isEmpty={(d) => d.rows.length === 0}
            empty={filteredEmpty({ filtered, onClear: clear, filteredTitle: 'No updates match these filters', title: 'No updates yet', ...texts.empty })}
          >
            {(d) => (
              <>
                <UpdatesTable rows={d.rows} {...table} stale={updates.isPlaceholderData} caption={texts.caption} />
                <ListPager total={d.total} pageSize={UPDATES_PAGE_SIZE} page={filters.page} onChange={(p) => change({ page: p })} label={texts.pagerLabel} />
              </>
            )}
          </QueryState>
          {notice}
        </Stack>
      </section>
      {children}
    </Stack>
  );
}
