import { Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Engagement } from '@goodhive/contract';
import { engagementTexts as t } from '@goodhive/contract/texts';
import { CheckIcon, CopyIcon, PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { hasEngagementAccess } from '../../../lib/engagement-access';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS, engagementDataPath, engagementSharedPath, engagementUpdatePath } from '../../../lib/paths';
import { engagementsQuery } from '../api/engagement';
import { EngagementStateBadge, UpgradeToAccess, datesLabel } from '../components/engagement-parts';

const PAGE_SIZE = 12;

/** One engagement: its title, state, what it offers, how many have chosen, and what to do with it. */
function EngagementCard({ engagement: e }: { engagement: Engagement }) {
  const headingId = `engagement-${e.id}`;
  return (
    <Paper p="lg" shadow="xs" component="article" aria-labelledby={headingId} data-testid="engagement">
      <Stack gap="xs" h="100%">
        <Group gap={6}>
          <EngagementStateBadge state={e.state} />
        </Group>
        <Title order={3} fz={17} c="forest.9" id={headingId}>
          {e.title}
        </Title>
        <Text fz="sm" c="dimmed">
          {e.options.map((o) => `${o.quantity.toLocaleString('en-US')} × ${o.impact_unit}`).join(' · ')}
        </Text>
        <Text fz="sm">
          {t.choicesMade}: <strong>{e.choices_made.toLocaleString('en-US')}</strong> of {e.choice_limit.toLocaleString('en-US')} · {t.spent}: <strong>{formatUsd(e.spent_usd)}</strong>
        </Text>
        <Text fz="sm" c="dimmed">
          {datesLabel(e.start_date, e.end_date, formatDisplayDate)}
        </Text>
        <Group mt="auto" pt="xs" gap="xs">
          <Button component={Link} to={engagementUpdatePath(e.key)} variant="default" size="xs" aria-label={`${t.edit}: ${e.title}`}>
            {t.edit}
          </Button>
          <Button component={Link} to={engagementDataPath(e.key)} variant="light" size="xs" aria-label={`${t.viewChoices}: ${e.title}`}>
            {t.viewChoices}
          </Button>
          <Button component="a" href={engagementSharedPath(e.key)} target="_blank" rel="noreferrer" variant="subtle" size="xs" aria-label={`${t.openShared}: ${e.title}`}>
            {t.openShared}
          </Button>
          <CopyButton value={e.shared_url} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant="subtle" color={copied ? 'forest' : 'gray'} size="xs" onClick={copy} leftSection={copied ? <CheckIcon size={12} /> : <CopyIcon size={12} />} aria-label={copied ? t.linkCopied : `${t.copyLink}: ${e.title}`}>
                {copied ? t.linkCopied : t.copyLink}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}

function EngagementList() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useQuery({ ...engagementsQuery(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const createButton = (
    <Button component={Link} to={PATHS.engagementAdd} leftSection={<PlusIcon size={16} />}>
      {t.create}
    </Button>
  );
  return (
    <>
      <Group>{createButton}</Group>
      <QueryState
        query={list}
        loadingLabel="Loading your engagements…"
        errorTitle="Your engagements could not be loaded"
        isEmpty={(d) => d.engagements.length === 0}
        empty={{ title: t.empty, description: t.emptyHint, action: createButton }}
      >
        {(data) => (
          <Stack gap="lg">
            <Text fz="sm" c="dimmed" role="status">
              {data.total} {data.total === 1 ? 'engagement' : 'engagements'}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {data.engagements.map((e) => (
                <EngagementCard key={e.id} engagement={e} />
              ))}
            </SimpleGrid>
            <ListPager total={data.total} pageSize={PAGE_SIZE} page={page} onChange={(p) => setSearch({ page: String(p) })} label="Pages of your engagements" />
          </Stack>
        )}
      </QueryState>
    </>
  );
}

/**
 * Route 'engagement-tool' (side menu Enhanced Engagement Tool): the company's engagements, pages its customers or
 * team open to choose where an impact goes. Without the company's engagement_access: 'Upgrade to access'.
 */
export function EngagementToolPage() {
  const user = useSignedInUser();
  return (
    <Stack gap="xl">
      <PageHeader eyebrow={accountHeading(user)} title={t.listTitle} description={t.listDescription} />
      {hasEngagementAccess(user) ? <EngagementList /> : <UpgradeToAccess />}
    </Stack>
  );
}
