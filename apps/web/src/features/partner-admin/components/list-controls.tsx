import '@mantine/core/styles/Pagination.css';
import { Pagination, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ADMIN_PARTNER_SEARCH_MAX, PARTNER_USER_STATUS_LABELS, PARTNER_USER_STATUSES, type AdminPartnerSort } from '@goodhive/contract';
import { SearchIcon } from '../../../components/ui/icons';
import { ADMIN_PARTNERS_PAGE_SIZE, type PartnerFilters } from '../partner-filters';
import classes from './partner-admin.module.css';

const SORT_LABELS: Record<AdminPartnerSort, string> = { newest: 'Newest first', name: 'Name (A to Z)', score: 'Least complete first' };

type ControlsProps = { filters: PartnerFilters; onChange: (patch: Partial<PartnerFilters>) => void; withStatus?: boolean };

/** Search (after a short pause, or at once on Enter), user status and order of a staff partner list. */
export function PartnerListControls({ filters, onChange, withStatus = true }: ControlsProps) {
  const [text, setText] = useState(filters.search);
  const [synced, setSynced] = useState(filters.search);
  // The address changed under the box (back button): follow it.
  if (filters.search !== synced) {
    setSynced(filters.search);
    if (filters.search !== text.trim()) setText(filters.search);
  }
  const apply = useDebouncedCallback((value: string) => onChange({ search: value.trim() }), 350);
  useEffect(() => () => apply.cancel(), [apply]);
  return (
    <section aria-label="Filters" className={classes.controls}>
      <form
        role="search"
        className={classes.searchBox}
        onSubmit={(event) => {
          event.preventDefault();
          apply.cancel();
          onChange({ search: text.trim() });
        }}
      >
        <TextInput
          type="search"
          label="Search partners"
          description="Worthy cause, contact name or e-mail, or an id"
          placeholder="e.g. Global Roots"
          leftSection={<SearchIcon size={18} />}
          maxLength={ADMIN_PARTNER_SEARCH_MAX}
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            apply(event.currentTarget.value);
          }}
        />
      </form>
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
    </section>
  );
}

/** The pages of a staff partner list, when there is more than one. */
export function PartnerListPager({ total, page, onChange, label }: { total: number; page: number; onChange: (page: number) => void; label: string }) {
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const pages = Math.max(1, Math.ceil(total / ADMIN_PARTNERS_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        color="forest"
        withEdges={!narrow}
        siblings={narrow ? 0 : 1}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}`, 'aria-current': n === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': `${control.charAt(0).toUpperCase()}${control.slice(1)} page` })}
      />
    </nav>
  );
}
