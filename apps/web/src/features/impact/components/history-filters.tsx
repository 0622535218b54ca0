import { Button, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { impactMessages, type Category } from '@goodhive/contract';
import { SearchIcon } from '../../../components/ui/icons';
import classes from './impact.module.css';
import { HISTORY_SEARCH_MAX, hasHistoryFilters, isRangeReversed, type HistoryFilters } from '../impact-filters';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 350;

type HistoryFilterBarProps = {
  filters: HistoryFilters;
  categories: Category[] | undefined;
  categoriesFailed: boolean;
  onChange: (patch: Partial<HistoryFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/** The history's filters: first and last day (both counted), project search and category. */
export function HistoryFilterBar({ filters, categories, categoriesFailed, onChange, onClear }: HistoryFilterBarProps) {
  const [search, setSearch] = useState(filters.search);
  const [syncedSearch, setSyncedSearch] = useState(filters.search);
  // The address changed under the box (back button, Clear filters): follow it.
  if (filters.search !== syncedSearch) {
    setSyncedSearch(filters.search);
    if (filters.search !== search.trim()) setSearch(filters.search);
  }
  const applySearch = useDebouncedCallback((value: string) => onChange({ search: value.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
  useEffect(() => () => applySearch.cancel(), [applySearch]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    applySearch.cancel();
    onChange({ search: search.trim() });
  };
  const reversed = isRangeReversed(filters);

  return (
    <section aria-label="Filters" className={classes.filters}>
      <TextInput
        type="date"
        label="From"
        description="First day, included"
        value={filters.begin ?? ''}
        max={filters.end ?? undefined}
        onChange={(e) => onChange({ begin: e.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label="To"
        description="Last day, included"
        value={filters.end ?? ''}
        min={filters.begin ?? undefined}
        error={reversed ? impactMessages.beginAfterEnd : undefined}
        onChange={(e) => onChange({ end: e.currentTarget.value || null })}
      />
      <form role="search" onSubmit={submitSearch} className={classes.wideFilter}>
        <TextInput
          type="search"
          label="Search projects"
          description="Part of a project's title"
          placeholder="e.g. water"
          leftSection={<SearchIcon size={18} />}
          maxLength={HISTORY_SEARCH_MAX}
          enterKeyHint="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
      </form>
      <Select
        label="Category"
        description={categoriesFailed ? 'The categories could not be loaded.' : 'Project category'}
        placeholder="All categories"
        data={(categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={filters.categoryId === null ? null : String(filters.categoryId)}
        onChange={(value) => onChange({ categoryId: value ? Number(value) : null })}
        disabled={categoriesFailed}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the category' }}
        searchable
        nothingFoundMessage="No category matches"
        comboboxProps={{ withinPortal: true }}
        className={classes.wideFilter}
      />
      {hasHistoryFilters(filters) ? (
        <Button variant="subtle" color="forest" onClick={onClear} w="fit-content" className={classes.fullRow}>
          Clear filters
        </Button>
      ) : null}
    </section>
  );
}
