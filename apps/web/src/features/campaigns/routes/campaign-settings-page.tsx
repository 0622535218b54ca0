import { Anchor, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Campaign } from '@goodhive/contract';
import { campaignTexts as t } from '@goodhive/contract/texts';
import { PlusIcon } from '../../../components/ui/icons';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { accountHeading } from '../../../lib/account';
import { useSignedInUser } from '../../../lib/auth';
import { campaignUpdatePath } from '../../../lib/paths';
import { campaignsQuery } from '../api/campaigns';
import { CampaignProgress, CampaignStateBadge } from '../components/campaign-progress';

const PAGE_SIZE = 10;

/** One campaign: its state, title, progress, and its links (edit, the public page, its data, the link to share). */
function CampaignCard({ campaign }: { campaign: Campaign }) {
  const headingId = `campaign-${campaign.id}`;
  const shareUrl = typeof window === 'undefined' ? campaign.shared_path : `${window.location.origin}${campaign.shared_path}`;
  return (
    <Paper p="lg" shadow="xs" component="article" aria-labelledby={headingId} data-testid="campaign">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <CampaignStateBadge campaign={campaign} />
          <Text fz="xs" c="dimmed">
            {campaign.project_title}
          </Text>
        </Group>
        <Title order={3} fz={18} c="forest.9" id={headingId}>
          {campaign.title}
        </Title>
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {campaign.story_text}
        </Text>
        <CampaignProgress campaign={campaign} size="sm" />
        <Group gap="xs" mt="xs">
          <Button component={Link} to={campaignUpdatePath(campaign.key)} variant="default" size="xs" aria-label={`${t.editCampaign}: ${campaign.title}`}>
            {t.editCampaign}
          </Button>
          <Button component={Link} to={campaign.shared_path} variant="light" size="xs">
            {t.openPage}
          </Button>
          <Button component={Link} to={campaign.data_path} variant="subtle" size="xs">
            {t.dataPage}
          </Button>
          <CopyButton value={shareUrl}>
            {({ copied, copy }) => (
              <Button variant="subtle" size="xs" onClick={copy}>
                {copied ? t.copied : t.copyLink}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Route 'campaign-settings' (/campaign-settings): the company's campaigns with their progress, newest change first. */
export function CampaignSettingsPage() {
  const user = useSignedInUser();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const campaigns = useQuery({ ...campaignsQuery(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const createButton = (
    <Button component={Link} to={campaignUpdatePath()} leftSection={<PlusIcon size={16} />}>
      {t.newCampaign}
    </Button>
  );
  return (
    <Stack gap="xl">
      <PageHeader eyebrow={accountHeading(user)} title={t.settingsTitle} description={t.settingsDescription}>
        <Group mt="xs">{createButton}</Group>
      </PageHeader>
      <QueryState
        query={campaigns}
        loadingLabel="Loading your campaigns…"
        errorTitle="Your campaigns could not be loaded"
        isEmpty={(d) => d.campaigns.length === 0}
        empty={{ title: t.empty, description: t.emptyHint, action: createButton }}
      >
        {(data) => (
          <Stack gap="lg">
            <Text fz="sm" c="dimmed" role="status">
              {data.total} {data.total === 1 ? 'campaign' : 'campaigns'}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {data.campaigns.map((campaign) => (
                <CampaignCard key={campaign.id} campaign={campaign} />
              ))}
            </SimpleGrid>
            <ListPager total={data.total} pageSize={PAGE_SIZE} page={page} onChange={(p) => setSearch({ page: String(p) })} label="Pages of your campaigns" />
            <Text fz="xs" c="dimmed">
              Givers give as guests with a card; their receipts and the campaign&apos;s figures come from the paid giving.{' '}
              <Anchor component={Link} to="/recurring-impacts" fz="xs">
                Your recurring impacts
              </Anchor>
            </Text>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
