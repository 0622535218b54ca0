import { Select } from '../../../components/ui/select';
import type { AdminPartnerSort } from '@goodhive/contract';
import { ADMIN_PARTNER_SEARCH_MAX, PARTNER_USER_STATUS_LABELS, PARTNER_USER_STATUSES } from '@goodhive/contract/texts';
import { FilterBar } from '../../../components/ui/filter-bar';
import { SearchBox } from '../../../components/ui/search-box';
import type { PartnerFilters } from '../partner-filters';

const SORT_LABELS: Record<AdminPartnerSort, string> = { newest: 'Newest first', name: 'Name (A to Z)', score: 'Least complete first' };

type ControlsProps = { filters: PartnerFilters; onChange: (patch: Partial<PartnerFilters>) => void; withStatus?: boolean };

/** Search (after a short pause, or at once on Enter), user status and order of a staff partner list; the search on its own row on phones. */
export function PartnerListControls({ filters, onChange, withStatus = true }: ControlsProps) {
  return (
    <FilterBar columns={{ base: 1, sm: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))' }} align="start">
      <SearchBox
        label="Search partners"
        description="Worthy cause, contact name or e-mail, or an id"
        placeholder="e.g. Global Roots"
        maxLength={ADMIN_PARTNER_SEARCH_MAX}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      {withStatus ? (
        <Select
          label="User status"
          description="Live or blocked panel users"
          placeholder="All users"
          data={PARTNER_USER_STATUSES.map((s) => ({ value: s, label: PARTNER_USER_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={(value) => onChange({ status: (value as PartnerFilters['status']) ?? null })}
          clearable
          clearButtonProps={{ 'aria-label': 'Show all users' }}
        />
      ) : null}
      <Select
        label="Order"
        description="How the list is sorted"
        data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
        value={filters.sort}
        onChange={(value) => value && onChange({ sort: value as AdminPartnerSort })}
        allowDeselect={false}
      />
    </FilterBar>
  );
}
