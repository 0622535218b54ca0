import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AccountsCompany } from '@goodhive/contract';
import { ACCOUNTS_ADMIN_PATHS } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { positiveIntOf } from '../../../lib/address-filters';
import { formatUsd } from '../../../lib/money';
import { accountsCompanyQuery } from '../api/accounts-admin';

/** The company named by the screen's {id}, or null when the address holds no id. */
export function useCompanyId() {
  return positiveIntOf(useParams().id ?? null);
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {label}
      </Text>
      <Text fw={700} fz="lg" c="forest.9">
        {value}
      </Text>
    </div>
  );
}

const LINKS: { label: string; path: string }[] = [
  { label: 'Issue employee accounts', path: ACCOUNTS_ADMIN_PATHS.issueEmployeeAccounts },
  { label: 'Remove employee accounts', path: ACCOUNTS_ADMIN_PATHS.removeEmployeeAccounts },
  { label: 'Issue external token', path: ACCOUNTS_ADMIN_PATHS.issueExternalToken },
  { label: 'Revoke external token', path: ACCOUNTS_ADMIN_PATHS.revokeExternalToken },
  { label: 'Additional engagement', path: ACCOUNTS_ADMIN_PATHS.issueAdditionalEngagement },
];

/** The company's figures (members, limit, token balance, access) and the other staff screens of it. */
export function CompanySummary({ company, current }: { company: AccountsCompany; current: string }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="section" aria-label={`${company.company_name}, CID ${company.company_id}`} data-testid="company-summary">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Figure label="Members" value={company.members} />
          <Figure label="Open invitations" value={company.open_invites} />
          <Figure label="Employee limit" value={company.employee_limit} />
          <Figure label="Token balance" value={formatUsd(company.token_balance)} />
          <Figure
            label="Access"
            value={
              <Group gap={6} mt={4}>
                <Badge variant="light" color={company.token_management_access === '1' ? 'forest' : 'gray'} tt="none">
                  Tokens {company.token_management_access === '1' ? 'on' : 'off'}
                </Badge>
                <Badge variant="light" color={company.engagement_access === '1' ? 'forest' : 'gray'} tt="none">
                  Engagement {company.engagement_access === '1' ? 'on' : 'off'}
                </Badge>
              </Group>
            }
          />
        </SimpleGrid>
        <Group gap="md" component="nav" aria-label="This company's staff screens">
          {LINKS.filter((l) => l.path !== current).map((l) => (
            <Anchor key={l.path} component={Link} to={`${l.path}/${company.company_id}`} fz="sm" fw={600}>
              {l.label}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The frame of a staff screen about one company ({id} in the address): back link, heading with the company's name
 * and CID, its summary, then the screen's own part; a wrong id says so.
 */
export function CompanyScreen({ eyebrow, title, description, current, back, children }: { eyebrow: string; title: string; description: string; current: string; back: { to: string; label: string }; children: (company: AccountsCompany) => ReactNode }) {
  const id = useCompanyId();
  const company = useQuery({ ...accountsCompanyQuery(id ?? 0), enabled: id !== null });
  return (
    <Stack gap="xl">
      <BackLink to={back.to} label={back.label} />
      <PageHeader eyebrow={eyebrow} title={company.data ? `${title}: ${company.data.company_name}` : title} description={description}>
        {company.data ? (
          <Text fz="sm" c="dimmed">
            CID {company.data.company_id}
          </Text>
        ) : null}
      </PageHeader>
      {id === null ? (
        <Text role="alert">This address names no company. Choose one from the list.</Text>
      ) : (
        <QueryState query={company} loadingLabel="Loading the company…" errorTitle="The company could not be loaded" isEmpty={() => false}>
          {(c) => (
            <Stack gap="xl">
              <CompanySummary company={c} current={current} />
              {children(c)}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
