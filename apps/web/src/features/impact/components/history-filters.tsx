import type { Category } from '@goodhive/contract';
import { impactMessages } from '@goodhive/contract/texts';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { ClearFiltersButton, FilterBar, filterSpan } from '../../../components/ui/filter-bar';
import { SearchBox } from '../../../components/ui/search-box';
import { HISTORY_SEARCH_MAX, hasHistoryFilters, isRangeReversed, type HistoryFilters } from '../../../lib/history-filters';
import { CategorySelect } from '../../../components/ui/category-select';

/** Search and category take a row each on phones and tablets, and one column when the four filters share a row. */
const WIDE = filterSpan({ base: 'row', md: 1 });

type HistoryFilterBarProps = {
  filters: HistoryFilters;
  categories: Category[] | undefined;
  categoriesFailed: boolean;
  onChange: (patch: Partial<HistoryFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/** The history's filters: first and last day (both counted), project search and category. */
export function HistoryFilterBar({ filters, categories, categoriesFailed, onChange, onClear }: HistoryFilterBarProps) {
  return (
    <FilterBar columns={{ base: 2, md: 4 }} align="start">
      <DateRangeFields
        begin={filters.begin}
        end={filters.end}
        onBeginChange={(day) => onChange({ begin: day || null })}
        onEndChange={(day) => onChange({ end: day || null })}
        error={isRangeReversed(filters) ? impactMessages.beginAfterEnd : undefined}
      />
      <SearchBox
        label="Search projects"
        description="Part of a project's title"
        placeholder="e.g. water"
        maxLength={HISTORY_SEARCH_MAX}
        value={filters.search}
        onSearch={(search, { typed }) => onChange({ search }, { replace: typed })}
        {...WIDE}
      />
      <CategorySelect categories={categories} failed={categoriesFailed} value={filters.categoryId} onChange={(categoryId) => onChange({ categoryId })} {...WIDE} />
      <ClearFiltersButton active={hasHistoryFilters(filters)} onClear={onClear} ownRow />
    </FilterBar>
  );
}
