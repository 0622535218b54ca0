import { Button, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { impactMessages, type Category, type GiverAccount } from '@goodhive/contract';
import { SearchIcon } from '../../../components/ui/icons';
import { HISTORY_SEARCH_MAX } from '../../impact/impact-filters';
import { hasContributionFilters, isRangeReversed, type ContributionFilters } from '../contribution-filters';
import classes from './partner-giving.module.css';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 350;

const ACCOUNT_OPTIONS: { value: GiverAccount; label: string }[] = [
  { value: 'company', label: 'Businesses' },
  { value: 'user', label: 'Individuals' },
];

type Props = {
  filters: ContributionFilters;
  projects: { id: number; title: string }[] | undefined;
  categories: Category[] | undefined;
  categoriesFailed: boolean;
  onChange: (patch: Partial<ContributionFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/** The list's filters: first and last day (both counted), project, category, the givers' account type and a search. */
export function ContributionFilterBar({ filters, projects, categories, categoriesFailed, onChange, onClear }: Props) {
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
  const projectOptions = (projects ?? []).map((p) => ({ value: String(p.id), label: p.title }));
  // A project named in the address but not (yet) in the list still shows as chosen.
  if (filters.projectId !== null && !projectOptions.some((o) => o.value === String(filters.projectId))) {
    projectOptions.push({ value: String(filters.projectId), label: `Project ${filters.projectId}` });
  }

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
        className={classes.wideFilter}
      />
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
      />
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
      <form role="search" onSubmit={submitSearch} className={classes.wideFilter}>
        <TextInput
          type="search"
          label="Search"
          description="Project or public giver name"
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
      {hasContributionFilters(filters) ? (
        <Button variant="subtle" color="forest" onClick={onClear} w="fit-content" className={classes.fullRow}>
          Clear filters
        </Button>
      ) : null}
    </section>
  );
}
