import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNTS_ADMIN_PATHS } from '@goodhive/contract/texts';
import { FilterBar } from '../../../components/ui/filter-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { Select } from '../../../components/ui/select';
import { accountsCompaniesQuery } from '../api/accounts-admin';
import { CompaniesTable } from '../components/companies-table';

const ACCESS_OPTIONS = [
  { value: '1', label: 'On' },
  { value: '0', label: 'Off' },
];

/** Route 'admin.additional.account' (/admin/additional-engagement): which companies have the engagement tool; staff turn it on or off. */
export function AdditionalEngagementPage() {
  const [search, setSearch] = useState('');
  const [engagement, setEngagement] = useState<'1' | '0' | null>(null);
  const [page, setPage] = useState(1);
  const companies = useQuery(accountsCompaniesQuery({ search, engagement, page }));
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="User Management" title="Additional engagement" description="The enhanced engagement tool is open to companies whose engagement access is on." />
      <FilterBar columns={{ base: 1, sm: 3 }}>
        <SearchBox label="Company" placeholder="Name or CID" value={search} onSearch={(v) => (setSearch(v), setPage(1))} />
        <Select
          label="Engagement access"
          placeholder="On and off"
          data={ACCESS_OPTIONS}
          value={engagement}
          onChange={(v) => (setEngagement((v as '1' | '0' | null) ?? null), setPage(1))}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear engagement access' }}
          comboboxProps={{ withinPortal: true }}
        />
      </FilterBar>
      <CompaniesTable
        query={companies}
        page={page}
        onPage={setPage}
        filtered={search !== '' || engagement !== null}
        testId="engagement-companies"
        actions={(c) => (
          <Anchor component={Link} to={`${ACCOUNTS_ADMIN_PATHS.issueAdditionalEngagement}/${c.company_id}`} fz="sm" fw={600} aria-label={`Change additional engagement of ${c.company_name}`}>
            {c.engagement_access === '1' ? 'Turn off' : 'Turn on'}
          </Anchor>
        )}
      />
    </Stack>
  );
}
