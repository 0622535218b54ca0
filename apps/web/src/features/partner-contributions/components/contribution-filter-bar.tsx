import { Select } from '../../../components/ui/select';
import type { Category, GiverAccount } from '@goodhive/contract';
import { impactMessages } from '@goodhive/contract/texts';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { ClearFiltersButton, FilterBar, filterSpan } from '../../../components/ui/filter-bar';
import { SearchBox } from '../../../components/ui/search-box';
import { CategorySelect } from '../../../components/ui/category-select';
import { HISTORY_SEARCH_MAX } from '../../../lib/history-filters';
import { hasContributionFilters, isRangeReversed, type ContributionFilters } from '../contribution-filters';

const ACCOUNT_OPTIONS: { value: GiverAccount; label: string }[] = [
  { value: 'company', label: 'Businesses' },
  { value: 'user', label: 'Individuals' },
];

/** Project and search take a row each on phones, and one column from tablets on. */
const WIDE = filterSpan({ base: 'row', sm: 1 });

type Props = {
  filters: ContributionFilters;
  projects: { id: number; title: string }[] | undefined;
  categories: Category[] | undefined;
  categoriesFailed: boolean;
  onChange: (patch: Partial<ContributionFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/**
 * The list's filters: first and last day (both counted), project, category, the givers' account type and a
 * search. Two a row on phones, three on tablets, the six in one row on wide screens.
 */
export function ContributionFilterBar({ filters, projects, categories, categoriesFailed, onChange, onClear }: Props) {
  const projectOptions = (projects ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  // A project named in the address but not (yet) in the list still shows as chosen.
  if (filters.projectId !== null && !projectOptions.some((o) => o.value === String(filters.projectId))) {
    projectOptions.push({ value: String(filters.projectId), label: `Project ${filters.projectId}` });
  }

  return (
    <FilterBar columns={{ base: 2, sm: 3, lg: 6 }} align="start">
      <DateRangeFields
        begin={filters.begin}
        end={filters.end}
        onBeginChange={(day) => onChange({ begin: day || null })}
        onEndChange={(day) => onChange({ end: day || null })}
        error={isRangeReversed(filters) ? impactMessages.beginAfterEnd : undefined}
      />
      <Select
        label="Project"
        description="One of your projects"
        placeholder="All projects"
        data={projectOptions}
        value={filters.projectId === null ? null : String(filters.projectId)}
        onChange={(value) => onChange({ projectId: value ? Number(value) : null })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the project' }}
        searchable
        nothingFoundMessage="No project matches"
        comboboxProps={{ withinPortal: true }}
        {...WIDE}
      />
      <CategorySelect categories={categories} failed={categoriesFailed} value={filters.categoryId} onChange={(categoryId) => onChange({ categoryId })} />
      <Select
        label="Givers"
        description="Account type"
        placeholder="All givers"
        data={ACCOUNT_OPTIONS}
        value={filters.account}
        onChange={(value) => onChange({ account: (value as GiverAccount | null) ?? null })}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the account type' }}
        comboboxProps={{ withinPortal: true }}
      />
      <SearchBox
        label="Search"
        description="Project or public giver name"
        placeholder="e.g. water"
        maxLength={HISTORY_SEARCH_MAX}
        value={filters.search}
        onSearch={(search, { typed }) => onChange({ search }, { replace: typed })}
        {...WIDE}
      />
      <ClearFiltersButton active={hasContributionFilters(filters)} onClear={onClear} ownRow />
    </FilterBar>
  );
}
