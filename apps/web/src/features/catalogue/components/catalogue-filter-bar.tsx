import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import { Button, Group, MultiSelect, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useId } from '@mantine/hooks';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { PROJECT_SORTS, priceRangeError, type ProjectSort } from '@goodhive/contract/texts';
import { SearchIcon, SlidersIcon } from '../../../components/ui/icons';
import { formatUsd } from '../../../lib/money';
import type { CatalogueFilterOptions } from '../api/project-filters';
import { SEARCH_MAX, SORT_LABELS, countActiveFilters, hasNarrowingFilters, type CatalogueFilters } from '../catalogue-filters';
import classes from './catalogue-filter-bar.module.css';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 350;

export type FilterChange = (patch: Partial<CatalogueFilters>, options?: { replace?: boolean }) => void;

type FilterBarProps = {
  filters: CatalogueFilters;
  options: CatalogueFilterOptions | undefined;
  /** The filter options could not be loaded: the lists are disabled, search still works. */
  optionsFailed: boolean;
  onChange: FilterChange;
  onClear: () => void;
};

const SORT_DATA = PROJECT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

const priceText = (value: number | null) => (value === null ? '' : value);
const priceValue = (raw: string | number): number | null => (raw === '' || raw === null ? null : Number(raw));

/**
 * Search box, category, country, price range and sort of /view-all-projects. The search follows typing
 * after a short pause; the price range applies when a field is left or Enter is pressed. On phones the
 * filters fold away behind a Filters button.
 */
export function CatalogueFilterBar({ filters, options, optionsFailed, onChange, onClear }: FilterBarProps) {
  const panelId = useId();
  const rangeErrorId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const [search, setSearch] = useState(filters.search);
  const [syncedSearch, setSyncedSearch] = useState(filters.search);
  const [priceMin, setPriceMin] = useState<string | number>(priceText(filters.priceMin));
  const [priceMax, setPriceMax] = useState<string | number>(priceText(filters.priceMax));
  const [syncedPrices, setSyncedPrices] = useState([filters.priceMin, filters.priceMax]);

  // The address changed from elsewhere (back button, Clear filters): the fields follow it.
  if (filters.search !== syncedSearch) {
    setSyncedSearch(filters.search);
    if (filters.search !== search.trim()) setSearch(filters.search);
  }
  if (filters.priceMin !== syncedPrices[0] || filters.priceMax !== syncedPrices[1]) {
    setSyncedPrices([filters.priceMin, filters.priceMax]);
    // Only the bound that moved: the other field may hold something being typed right now.
    if (filters.priceMin !== syncedPrices[0] && priceValue(priceMin) !== filters.priceMin) setPriceMin(priceText(filters.priceMin));
    if (filters.priceMax !== syncedPrices[1] && priceValue(priceMax) !== filters.priceMax) setPriceMax(priceText(filters.priceMax));
  }

  const applySearch = useDebouncedCallback((value: string) => onChange({ search: value.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
  // Leaving the list (opening a project) drops a search still waiting: it must not land on the next screen's address.
  useEffect(() => () => applySearch.cancel(), [applySearch]);
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    applySearch.cancel();
    onChange({ search: search.trim() });
  };

  const min = priceValue(priceMin);
  const max = priceValue(priceMax);
  const rangeError = priceRangeError(min, max);
  const applyPrices = () => {
    if (rangeError || (min === filters.priceMin && max === filters.priceMax)) return;
    onChange({ priceMin: min, priceMax: max });
  };
  const onPriceKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') applyPrices();
  };

  const activeCount = countActiveFilters(filters);
  const categoryData = (options?.categories ?? []).map((c) => ({ value: c.slug, label: c.name, count: c.count }));
  const countryData = (options?.countries ?? []).map((c) => ({ value: c.code, label: c.name, count: c.count }));
  const counts = new Map([...categoryData, ...countryData].map((item) => [item.value, item.count]));
  const renderOption = ({ option }: { option: { value: string; label: string } }) => (
    <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
      <span>{option.label}</span>
      <Text component="span" fz="xs" c="dimmed">
        {counts.get(option.value) ?? ''}
      </Text>
    </Group>
  );
  const listDescription = optionsFailed ? 'These choices could not be loaded. Search still works.' : undefined;
  const priceHint = options ? `${formatUsd(options.price.min)} to ${formatUsd(options.price.max)} per impact` : undefined;

  return (
    <div className={classes.bar}>
      <div className={classes.topRow}>
        <form role="search" onSubmit={submitSearch} className={classes.searchForm}>
          <TextInput
            label="Search projects"
            placeholder="A cause, a place, a partner…"
            leftSection={<SearchIcon size={18} />}
            value={search}
            maxLength={SEARCH_MAX}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            type="search"
            enterKeyHint="search"
          />
        </form>
        <Select
          label="Sort by"
          data={SORT_DATA}
          value={filters.sort}
          onChange={(value) => value && onChange({ sort: value as ProjectSort })}
          allowDeselect={false}
          className={classes.sort}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          leftSection={<SlidersIcon size={18} />}
          className={classes.toggle}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          Filters{activeCount ? ` (${activeCount})` : ''}
        </Button>
      </div>
      <div id={panelId} className={classes.panel} data-open={panelOpen}>
        <MultiSelect
          label="Category"
          placeholder={filters.categories.length ? undefined : 'All categories'}
          data={categoryData}
          value={filters.categories}
          onChange={(value) => onChange({ categories: value })}
          renderOption={renderOption}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the categories' }}
          nothingFoundMessage="No category matches"
          disabled={optionsFailed}
          description={listDescription}
          className={classes.list}
        />
        <MultiSelect
          label="Country"
          placeholder={filters.countries.length ? undefined : 'All countries'}
          data={countryData}
          value={filters.countries}
          onChange={(value) => onChange({ countries: value })}
          renderOption={renderOption}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the countries' }}
          nothingFoundMessage="No country matches"
          disabled={optionsFailed}
          className={classes.list}
        />
        <fieldset className={classes.price}>
          <legend className={classes.legend}>Price per impact (US $)</legend>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <NumberInput
              aria-label="Lowest price per impact, US dollars"
              placeholder="Min"
              value={priceMin}
              onChange={setPriceMin}
              onBlur={applyPrices}
              onKeyDown={onPriceKey}
              min={0}
              decimalScale={2}
              allowNegative={false}
              hideControls
              className={classes.priceInput}
            />
            <Text c="dimmed" pt={6} aria-hidden="true">
              –
            </Text>
            <NumberInput
              aria-label="Highest price per impact, US dollars"
              placeholder="Max"
              value={priceMax}
              onChange={setPriceMax}
              onBlur={applyPrices}
              onKeyDown={onPriceKey}
              min={0}
              decimalScale={2}
              allowNegative={false}
              hideControls
              error={Boolean(rangeError)}
              aria-describedby={rangeError ? rangeErrorId : undefined}
              className={classes.priceInput}
            />
          </Group>
          {rangeError ? (
            <Text id={rangeErrorId} fz="xs" c="var(--mantine-color-error)" mt={4} role="alert">
              {rangeError}
            </Text>
          ) : priceHint ? (
            <Text fz="xs" c="dimmed" mt={4}>
              {priceHint}
            </Text>
          ) : null}
        </fieldset>
        <Button variant="subtle" color="forest" onClick={onClear} disabled={!hasNarrowingFilters(filters)} className={classes.clear}>
          Clear filters
        </Button>
      </div>
    </div>
  );
}
