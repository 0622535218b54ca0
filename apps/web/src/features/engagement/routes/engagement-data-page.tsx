import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { EngagementChoice } from '@goodhive/contract';
import { engagementTexts as t } from '@goodhive/contract/texts';
import { BackLink } from '../../../components/ui/back-link';
import { DataTable, NumericCell, NumericHead } from '../../../components/ui/data-table';
import { FigureCard } from '../../../components/ui/figure-card';
import { CoinIcon, HeartHandIcon, ImpactIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { hasEngagementAccess } from '../../../lib/engagement-access';
import { formatDisplayDateTime } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS, engagementSharedPath, engagementUpdatePath } from '../../../lib/paths';
import { engagementChoicesQuery } from '../api/engagement';
import { EngagementStateBadge, UpgradeToAccess } from '../components/engagement-parts';

const PAGE_SIZE = 25;
const STATUS_COLORS: Record<EngagementChoice['status'], string> = { paid: 'forest', reserved: 'honey', failed: 'red' };

function ChoicesTable({ choices, stale }: { choices: EngagementChoice[]; stale: boolean }) {
  return (
    <DataTable minWidth={760} testId="engagement-choices" caption="Choices made, newest first" stale={stale}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Date</Table.Th>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">E-mail</Table.Th>
          <Table.Th scope="col">Impact chosen</Table.Th>
          <NumericHead>Amount</NumericHead>
          <Table.Th scope="col">Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {choices.map((c) => (
          <Table.Tr key={c.id} data-testid="engagement-choice">
            <Table.Td>{formatDisplayDateTime(c.created_at)}</Table.Td>
            <Table.Td>{c.name || <Text span c="dimmed" fz="sm">{t.anonymous}</Text>}</Table.Td>
            <Table.Td>{c.email || '—'}</Table.Td>
            <Table.Td>
              {c.quantity.toLocaleString('en-US')} × {c.impact_unit}
              <Text fz="xs" c="dimmed">
                {c.project_title}
              </Text>
            </Table.Td>
            <NumericCell>{formatUsd(c.amt_total_usd)}</NumericCell>
            <Table.Td>
              <Badge color={STATUS_COLORS[c.status]} variant="light" title={c.failure_reason ?? undefined}>
                {t.choiceStatuses[c.status]}
              </Badge>
              {c.status === 'failed' && c.failure_reason ? (
                <Text fz="xs" c="dimmed" maw={220}>
                  {c.failure_reason.charAt(0).toUpperCase() + c.failure_reason.slice(1)}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function EngagementData({ engagementKey }: { engagementKey: string }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const data = useQuery({ ...engagementChoicesQuery(engagementKey, page, PAGE_SIZE), placeholderData: keepPreviousData });
  return (
    <QueryState query={data} loadingLabel="Loading the choices…" errorTitle="The choices could not be loaded" isEmpty={() => false}>
      {(d) => {
        const e = d.engagement;
        const people = d.totals.reduce((n, x) => n + x.beneficiaries, 0);
        return (
          <Stack gap="lg">
            <Group gap="sm" justify="space-between">
              <Group gap="sm">
                <EngagementStateBadge state={e.state} />
                <Title order={2} fz={20} c="forest.9">
                  {e.title}
                </Title>
              </Group>
              <Group gap="xs">
                <Button component={Link} to={engagementUpdatePath(e.key)} variant="default" size="xs">
                  {t.edit}
                </Button>
                <Button component="a" href={engagementSharedPath(e.key)} target="_blank" rel="noreferrer" variant="light" size="xs">
                  {t.openShared}
                </Button>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <FigureCard label={t.choicesMade} value={e.choices_made.toLocaleString('en-US')} icon={HeartHandIcon} color="forest" testId="engagement-made" note={`${e.choices_left.toLocaleString('en-US')} of ${e.choice_limit.toLocaleString('en-US')} left`} />
              <FigureCard label={t.spent} value={formatUsd(e.spent_usd)} icon={CoinIcon} color="honey" testId="engagement-spent" note={`${t.maxSpend} ${formatUsd(e.max_spend_usd)}`} />
              <FigureCard label="People reached" value={people.toLocaleString('en-US')} icon={ImpactIcon} color="forest" testId="engagement-people" note="In your impact, like all your giving" />
            </SimpleGrid>
            {d.totals.length ? (
              <Paper p="lg" shadow="xs" component="section" aria-labelledby="totals-heading">
                <Title order={3} fz={16} id="totals-heading" mb="xs">
                  Given per impact
                </Title>
                <Stack gap={4} data-testid="engagement-totals">
                  {d.totals.map((x) => (
                    <Text key={x.option_id} fz="sm">
                      <strong>{x.quantity.toLocaleString('en-US')} × {x.impact_unit}</strong> ({x.project_title}) — {x.choices} {x.choices === 1 ? 'choice' : 'choices'}
                    </Text>
                  ))}
                </Stack>
              </Paper>
            ) : null}
            {d.choices.length ? (
              <>
                <ChoicesTable choices={d.choices} stale={data.isPlaceholderData} />
                <ListPager total={d.total} pageSize={PAGE_SIZE} page={page} onChange={(p) => setSearch({ page: String(p) })} label="Pages of choices" />
              </>
            ) : (
              <Paper p="xl" withBorder>
                <EmptyBlock title={t.noChoices} description={t.noChoicesHint} />
              </Paper>
            )}
            <Text fz="sm" c="dimmed">
              Paid choices are in your{' '}
              <Anchor component={Link} to={PATHS.impactHistory}>
                impact history
              </Anchor>{' '}
              and count in your impact.
            </Text>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/**
 * Route 'engagement-data' (/engagement/engagementdata/{key}): the choices made on one engagement, for its
 * company only: who chose what and when, whether it was given, and the totals per impact.
 */
export function EngagementDataPage() {
  const user = useSignedInUser();
  const key = useParams().key ?? '';
  return (
    <Stack gap="xl">
      <BackLink to={PATHS.engagementTool} label={t.listTitle} />
      <PageHeader eyebrow={accountHeading(user)} title={t.dataTitle} />
      {hasEngagementAccess(user) ? <EngagementData engagementKey={key} /> : <UpgradeToAccess />}
    </Stack>
  );
}
