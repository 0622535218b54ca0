import { Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNTS_ADMIN_PATHS } from '@goodhive/contract/texts';
import { FilterBar } from '../../../components/ui/filter-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { SearchBox } from '../../../components/ui/search-box';
import { accountsCompaniesQuery } from '../api/accounts-admin';
import { CompaniesTable } from '../components/companies-table';

/**
 * Route 'admin.employee.account' (/admin/team-account-management): every company's team accounts (members, open
 * invitations, employee limit); staff issue or remove employee accounts and raise the limit from here.
 */
export function TeamAccountsAdminPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const companies = useQuery(accountsCompaniesQuery({ search, engagement: null, page }));
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="User Management" title="Team accounts" description="Companies' members and open invitations against their employee limit. Staff issue employee accounts, remove them and raise the limit." />
      <FilterBar columns={{ base: 1, sm: 2 }}>
        <SearchBox label="Company" placeholder="Name or CID" value={search} onSearch={(v) => (setSearch(v), setPage(1))} />
      </FilterBar>
      <CompaniesTable
        query={companies}
        page={page}
        onPage={setPage}
        filtered={search !== ''}
        testId="team-companies"
        actions={(c) => (
          <>
            <Anchor component={Link} to={`${ACCOUNTS_ADMIN_PATHS.issueEmployeeAccounts}/${c.company_id}`} fz="sm" fw={600} aria-label={`Issue employee accounts of ${c.company_name}`}>
              Issue accounts
            </Anchor>
            <Anchor component={Link} to={`${ACCOUNTS_ADMIN_PATHS.removeEmployeeAccounts}/${c.company_id}`} fz="sm" fw={600} aria-label={`Remove employee accounts of ${c.company_name}`}>
              Remove
            </Anchor>
          </>
        )}
      />
    </Stack>
  );
}
