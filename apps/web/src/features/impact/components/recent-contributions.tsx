import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { PATHS } from '../../../lib/paths';
import { recentContributionsQuery } from '../api/impact-history';
import { formatCount, formatUsd, pluralise } from '../../../lib/money';
import type { GivingAccount } from '../../../lib/history-filters';
import { ReceiptButton } from '../../../components/ui/receipt-button';
import classes from '../../../components/ui/lists.module.css';

/** The latest paid contributions, each with its receipt, and the way to the whole history. */
export function RecentContributions({ userId, account }: { userId: number; account: GivingAccount }) {
  const recent = useQuery(recentContributionsQuery(userId, account));
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="recent-title">
      <Group justify="space-between" align="baseline" mb="xs" gap="xs">
        <Title order={2} fz={20} c="forest.9" id="recent-title">
          Recent contributions
        </Title>
        <Anchor component={Link} to={PATHS.impactHistory} fz="sm" fw={600} c="forest.7">
          View impact history
        </Anchor>
      </Group>
      {recent.isPending ? (
        <LoadingState label="Loading your contributions…" />
      ) : recent.isError ? (
        <ErrorState error={recent.error} onRetry={() => void recent.refetch()} retrying={recent.isRefetching} />
      ) : recent.data.length === 0 ? (
        <EmptyBlock title="No contributions yet" />
      ) : (
        <ul className={classes.rowList} data-testid="recent-contributions">
          {recent.data.map((row) => {
            const day = formatDisplayDay(row.contribution_date);
            return (
              <li key={row.id}>
                <Group justify="space-between" gap="sm" py="sm" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} fz="sm" lineClamp={2}>
                      {row.project_title}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {day} · {formatCount(row.quantity)} × {row.impact_unit} · {pluralise(row.beneficiaries, 'beneficiary', 'beneficiaries')}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end">
                    <Text fz="sm" fw={600} className={classes.numeric}>
                      {formatUsd(row.amt_total_usd)}
                    </Text>
                    <ReceiptButton variant="compact" groupId={row.contribution_group_id} description={`${row.project_title}, ${day}`} />
                  </Stack>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </Paper>
  );
}
