import { CloseButton, Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { userSearchQuery, type UserSearchResult } from '../api/user-search';

export type PickedCompany = { id: number; name: string | null };

export type CompanyPickerProps = {
  label: string;
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  description?: string;
  error?: string | null;
  required?: boolean;
  /** Shown, not changeable. */
  disabled?: boolean;
  w?: number | string;
};

/** The companies among the quick search's users, once each, in the order found. */
function companiesOf(rows: UserSearchResult[]): PickedCompany[] {
  const seen = new Map<number, PickedCompany>();
  for (const row of rows) if (row.company_id !== null && !seen.has(row.company_id)) seen.set(row.company_id, { id: row.company_id, name: row.company_name });
  return [...seen.values()];
}

const companyLabel = (company: PickedCompany) => (company.name ? `${company.name} (CID ${company.id})` : `CID ${company.id}`);

/**
 * A staff field that picks a company by business name, CID or a member's name or e-mail (the admin quick
 * search), instead of asking for a raw company ID; the chosen company shows with its name and CID.
 */
export function CompanyPicker({ label, value, onChange, description, error, required, disabled, w }: CompanyPickerProps) {
  const [keyword, setKeyword] = useState('');
  const [trimmed] = useDebouncedValue(keyword.trim(), 150);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const results = useQuery({ ...userSearchQuery(trimmed), enabled: trimmed.length > 0, placeholderData: keepPreviousData });
  const listId = useId();
  const companies = companiesOf(results.data ?? []);

  let content;
  if (results.isError) content = <Combobox.Empty>{errorMessage(results.error)}</Combobox.Empty>;
  else if (results.isPending) content = <Combobox.Empty>Searching…</Combobox.Empty>;
  else if (companies.length === 0) content = <Combobox.Empty>No company found</Combobox.Empty>;
  else
    content = companies.map((company) => (
      <Combobox.Option value={String(company.id)} key={company.id}>
        <Text fz="sm" fw={600} c="forest.9">
          {company.name ?? 'Unnamed company'}{' '}
          <Text span fz="xs" c="dimmed" fw={500}>
            CID {company.id}
          </Text>
        </Text>
      </Combobox.Option>
    ));

  if (value || disabled)
    return (
      <TextInput
        label={label}
        description={description}
        error={error}
        required={required}
        disabled={disabled}
        w={w}
        value={value ? companyLabel(value) : ''}
        readOnly
        rightSection={disabled || !value ? null : <CloseButton aria-label={`Clear ${label}`} onClick={() => onChange(null)} size="sm" />}
      />
    );

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const company = companies.find((c) => String(c.id) === id);
        if (company) onChange(company);
        setKeyword('');
        combobox.closeDropdown();
      }}
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          label={label}
          description={description ?? 'Search by business name, CID, or a member’s name or e-mail'}
          error={error}
          required={required}
          w={w}
          placeholder="Business name or CID"
          aria-controls={listId}
          rightSection={results.isFetching ? <Loader size={14} color="forest" aria-hidden="true" /> : null}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setKeyword('');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={trimmed.length === 0}>
        <Combobox.Options id={listId} aria-label="Companies found" mah={300} style={{ overflowY: 'auto' }}>
          {content}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
