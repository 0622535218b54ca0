import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@goodhive/contract/texts';
import { SearchIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-error';
import { adminUserPath } from '../../../lib/paths';
import { userSearchQuery } from '../api/user-search';
import classes from './user-quick-search.module.css';

/**
 * The admin header's quick search: UID, CID or business name; a request as one types (debounced, stale
 * requests cancelled); results with name, company name and e-mail, each opening /admin/users/display/{id}.
 */
export function UserQuickSearch({ onNavigate, tone = 'dark' }: { onNavigate?: () => void; tone?: 'dark' | 'light' }) {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  // A request per pause in typing (150 ms); a stale request is cancelled when the keyword changes (the query's signal).
  const [trimmed] = useDebouncedValue(keyword.trim(), 150);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const results = useQuery({ ...userSearchQuery(trimmed), enabled: trimmed.length > 0, placeholderData: keepPreviousData });

  const open = (id: string) => {
    setKeyword('');
    combobox.closeDropdown();
    onNavigate?.();
    void navigate(adminUserPath(Number(id)));
  };

  const rows = results.data ?? [];
  let content;
  if (results.isError) content = <Combobox.Empty>{errorMessage(results.error)}</Combobox.Empty>;
  else if (results.isPending) content = <Combobox.Empty>Searching…</Combobox.Empty>;
  else if (rows.length === 0) content = <Combobox.Empty>{messages.noUsersFound}</Combobox.Empty>;
  else
    content = rows.map((user) => (
      <Combobox.Option value={String(user.id)} key={user.id} className={classes.option}>
        <Text fz="sm" fw={650} c="forest.9">
          {`${user.first_name} ${user.last_name}`.trim()}{' '}
          <Text span fz="xs" c="dimmed" fw={500}>
            UID {user.id}
            {user.company_id ? ` · CID ${user.company_id}` : ''}
          </Text>
        </Text>
        <Text fz="xs" c="dimmed">
          {user.company_name ? `${user.company_name} · ` : ''}
          {user.email}
        </Text>
      </Combobox.Option>
    ));

  return (
    <Combobox store={combobox} onOptionSubmit={open} width={tone === 'dark' ? 380 : 'target'} position="bottom-start" offset={6}>
      <Combobox.Target>
        <TextInput
          className={classes.search}
          data-tone={tone}
          aria-label="Quick search users by UID, CID or business name"
          placeholder="UID, CID or business name"
          leftSection={<SearchIcon size={18} />}
          rightSection={results.isFetching ? <Loader size={14} color="forest" aria-hidden="true" /> : null}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setKeyword('');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={trimmed.length === 0}>
        <Combobox.Options aria-label="Users found" mah={360} style={{ overflowY: 'auto' }}>
          {content}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
