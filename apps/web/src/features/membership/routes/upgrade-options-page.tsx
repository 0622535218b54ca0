import { Anchor, Badge, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { MEMBERSHIP_PERIODS, formatAmount } from '@goodhive/contract';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useMembership } from './use-membership';

/** Route 'profile.upgradeoptions' (/profile/upgrade-options/): every package and period side by side. */
export function UpgradeOptionsPage() {
  const { packages, current, isPending, error } = useMembership();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Membership" title="Compare packages" description="Monthly, or annual for one, two or three years: annual plans cost less per month." />
      {isPending ? (
        <LoadingState label="Loading the packages…" />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void Promise.all([packages.refetch(), current.refetch()])} />
      ) : packages.data!.length === 0 ? (
        <EmptyBlock title="No packages are available right now" description="Please come back later, or write to us for help." />
      ) : (
        <DataTable minWidth={720} testId="membership-price-table" caption="Prices in US dollars for each membership period">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Package</Table.Th>
              <NumericHead>Team accounts</NumericHead>
              {MEMBERSHIP_PERIODS.map((p) => (
                <NumericHead key={p.id}>{p.name}</NumericHead>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {packages.data!.map((pkg) => (
              <Table.Tr key={pkg.id}>
                <Table.Th scope="row">
                  {pkg.name}
                  {pkg.id === current.data!.package?.id ? (
                    <Badge ml="xs" color="forest" variant="light" tt="none" size="sm">
                      Current
                    </Badge>
                  ) : null}
                </Table.Th>
                <NumericCell>{pkg.employee_limit}</NumericCell>
                {MEMBERSHIP_PERIODS.map((p) => {
                  const price = pkg.prices.find((x) => x.membership_period_id === p.id);
                  return (
                    <NumericCell key={p.id}>
                      {price ? (
                        <Anchor component={Link} to={`/profile/upgrade/?period=${p.id}`} c="forest.8" fw={600} aria-label={`${pkg.name}, ${p.name}: US $${formatAmount(price.amount_usd)}`}>
                          US ${formatAmount(price.amount_usd)}
                        </Anchor>
                      ) : (
                        '-'
                      )}
                    </NumericCell>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      )}
    </Stack>
  );
}
