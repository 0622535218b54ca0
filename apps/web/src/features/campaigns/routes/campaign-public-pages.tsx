import { Alert, Anchor, Button, CopyButton, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, generatePath, useParams, useSearchParams } from 'react-router';
import type { PublicCampaign } from '@goodhive/contract';
import { campaignMessages, campaignTexts as t } from '@goodhive/contract/texts';
import { deferred } from '../../../components/ui/deferred';
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { LoadingState, ErrorState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { formatDisplayDate, formatDisplayDateTime } from '../../../lib/format-date';
import { formatUsd } from '../../../lib/money';
import { PATHS, campaignDataPath, campaignSharedPath, campaignThankYouPath } from '../../../lib/paths';
import { campaignDataQuery, campaignPaymentResultQuery, publicCampaignQuery } from '../api/campaigns';
import { CampaignProgress, CampaignStateBadge } from '../components/campaign-progress';
import classes from './campaign-public-pages.module.css';

/** A public page's frame, with the not-found and error states of its read. */
function PublicFrame<T>({ query, children }: { query: { data?: T; error: unknown; isPending: boolean; refetch: () => unknown; isRefetching: boolean }; children: (data: T) => ReactNode }) {
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422);
  return (
    <div className={classes.frame}>
      {missing ? (
        <Alert color="orange" variant="light" icon={<AlertIcon />} title="This link does not work" role="alert" maw={640} mx="auto">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{campaignMessages.notFound} Check the link you were given.</Text>
            <Button component={Link} to={PATHS.viewAllProjects} size="xs" variant="white" color="orange">
              Explore projects
            </Button>
          </Stack>
        </Alert>
      ) : query.error ? (
        <ErrorState title="This campaign could not be loaded" error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.isPending || query.data === undefined ? (
        <LoadingState label="Loading the campaign…" />
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** The campaign's heading: who runs it, its title, state and story. */
function CampaignHeading({ campaign, level = 1 }: { campaign: PublicCampaign; level?: 1 | 2 }) {
  return (
    <Stack gap={8}>
      <Group gap="xs">
        <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
          {t.organisedBy} {campaign.company_name}
        </Text>
        <CampaignStateBadge campaign={campaign} />
      </Group>
      <Title order={level} fz={{ base: 28, sm: 34 }} c="forest.9" lh={1.15}>
        {campaign.title}
      </Title>
      <Text fz="md">{campaign.story_text}</Text>
      <Text fz="sm" c="dimmed">
        <Anchor component={Link} to={generatePath(campaign.is_bundle ? PATHS.bundleDetail : PATHS.projectDetail, { id: String(campaign.project_id) })} fz="sm">
          {campaign.project_title}
        </Anchor>{' '}
        · {campaign.partner_name} · {formatUsd(campaign.unit_price_usd)} per {campaign.impact_unit}
      </Text>
    </Stack>
  );
}

/** The giving form loads after the first paint (its country picker and checks weigh); its place is held meanwhile. */
const GiveForm = deferred(
  () => import('../components/campaign-give-form').then((m) => m.CampaignGiveForm),
  ({ campaign }: { campaign: PublicCampaign }) => (
    <Stack gap="sm" aria-busy="true">
      <Title order={2} fz={18}>
        {t.give}
      </Title>
      <Text fz="sm" c="dimmed">
        {formatUsd(campaign.unit_price_usd)} per {campaign.impact_unit}
      </Text>
      <Skeleton height={260} radius="md" />
    </Stack>
  ),
);

/** Route 'public.campaign-shared' (/campaign/shared/{key}): the campaign anyone may give to, with its live progress. */
export function CampaignSharedPage() {
  const { key = '' } = useParams();
  const campaign = useQuery(publicCampaignQuery(key));
  return (
    <PublicFrame query={campaign}>
      {(data) => (
        <div className={classes.layout}>
          <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <Stack gap="lg">
              <CampaignHeading campaign={data} />
              <CampaignProgress campaign={data} />
              <Group gap="xs">
                <Button component={Link} to={campaignDataPath(data.key)} variant="default" size="xs">
                  {t.seeProgress}
                </Button>
                <CopyButton value={typeof window === 'undefined' ? '' : window.location.href}>
                  {({ copied, copy }) => (
                    <Button variant="subtle" size="xs" onClick={copy}>
                      {copied ? t.copied : t.copyLink}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Paper>
          <aside aria-label={t.give}>
            <Paper p="lg" shadow="xs">
              <GiveForm campaign={data} />
            </Paper>
          </aside>
        </div>
      )}
    </PublicFrame>
  );
}

/** Routes 'public.campaign-data' and 'public.campaign-data-new' (/campaign/campaigndata[-new]/{key}): the progress, giving by day and latest gifts. */
export function CampaignDataPage() {
  const { key = '' } = useParams();
  const data = useQuery(campaignDataQuery(key));
  return (
    <PublicFrame query={data}>
      {(campaign) => (
        <Stack gap="lg">
          <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs">
            <Stack gap="lg">
              <CampaignHeading campaign={campaign} />
              <CampaignProgress campaign={campaign} />
              <Group gap="xs">
                <Button component={Link} to={campaignSharedPath(campaign.key)} size="sm">
                  {t.give}
                </Button>
                <Text fz="sm" c="dimmed">
                  {campaign.progress.beneficiaries.toLocaleString('en-US')} people helped · {formatUsd(campaign.progress.amt_total_usd)} given
                </Text>
              </Group>
            </Stack>
          </Paper>
          <Group align="flex-start" grow gap="lg" wrap="wrap">
            <Paper p="lg" shadow="xs" miw={280}>
              <Title order={2} fz={18} mb="sm">
                {t.byDay}
              </Title>
              {campaign.by_day.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t.noGifts}
                </Text>
              ) : (
                <Table aria-label={t.byDay} verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Day</Table.Th>
                      <Table.Th ta="right">{campaign.impact_unit}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {campaign.by_day.map((d) => (
                      <Table.Tr key={d.day}>
                        <Table.Td>{formatDisplayDate(d.day)}</Table.Td>
                        <Table.Td ta="right">{d.units.toLocaleString('en-US')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
            <Paper p="lg" shadow="xs" miw={280}>
              <Title order={2} fz={18} mb="sm">
                {t.recent}
              </Title>
              {campaign.recent.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t.noGifts}
                </Text>
              ) : (
                <Table aria-label={t.recent} verticalSpacing="xs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When</Table.Th>
                      <Table.Th ta="right">{campaign.impact_unit}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {campaign.recent.map((r, i) => (
                      <Table.Tr key={`${r.given_at}-${i}`}>
                        <Table.Td>{formatDisplayDateTime(r.given_at)}</Table.Td>
                        <Table.Td ta="right">{r.quantity.toLocaleString('en-US')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
          </Group>
        </Stack>
      )}
    </PublicFrame>
  );
}

/** Route 'public.thankyou-campaign' (/thankyou/{key}): the company's thank-you to its campaign's givers, with the progress. */
export function CampaignThankYouPage() {
  const { key = '' } = useParams();
  const campaign = useQuery(publicCampaignQuery(key));
  return (
    <PublicFrame query={campaign}>
      {(data) => (
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" maw={720} mx="auto">
          <Stack gap="lg" align="flex-start">
            <CheckCircleIcon size={40} />
            <Title order={1} fz={30} c="forest.9">
              {t.thankYouTitle}
            </Title>
            <Text fz="lg" style={{ whiteSpace: 'pre-line' }}>
              {data.thank_you_text}
            </Text>
            <Text fz="sm" c="dimmed">
              — {data.company_name}, {data.title}
            </Text>
            <div style={{ width: '100%' }}>
              <CampaignProgress campaign={data} />
            </div>
            <Group>
              <Button component={Link} to={campaignSharedPath(data.key)}>
                {t.backToCampaign}
              </Button>
              <CopyButton value={typeof window === 'undefined' ? '' : `${window.location.origin}${campaignSharedPath(data.key)}`}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? t.copied : 'Share the campaign'}
                  </Button>
                )}
              </CopyButton>
              <Button component={Link} to={PATHS.viewAllProjects} variant="subtle">
                Explore more projects
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </PublicFrame>
  );
}

/** Route 'campaign-payment-success' (/campaign/payment-success?group=): where a campaign giver's payment ends, paid or not. */
export function CampaignPaymentSuccessPage() {
  const [search] = useSearchParams();
  const result = useQuery(campaignPaymentResultQuery(search.get('group') ?? '0'));
  return (
    <PublicFrame query={result}>
      {(data) => (
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" maw={640} mx="auto">
          {data.status === 'paid' ? (
            <Stack gap="md" align="flex-start">
              <CheckCircleIcon size={40} />
              <Title order={1} fz={30} c="forest.9">
                {t.paymentReceived}
              </Title>
              <Text>
                Thank you for giving to <strong>{data.campaign.title}</strong> by {data.campaign.company_name}
                {data.campaign.company_name.endsWith('.') ? '' : '.'} {t.receiptNote}
              </Text>
              <Button component={Link} to={campaignThankYouPath(data.campaign.key)}>
                {t.continueToThankYou}
              </Button>
            </Stack>
          ) : data.status === 'pending' ? (
            <Stack gap="md" align="flex-start">
              <Title order={1} fz={28} c="forest.9">
                {t.paymentPending}
              </Title>
              <LoadingState label={t.paymentPending} />
            </Stack>
          ) : (
            <Stack gap="md" align="flex-start">
              <Title order={1} fz={28} c="forest.9">
                {data.status === 'cancelled' ? t.paymentCancelled : t.paymentNotCompleted}
              </Title>
              <Text>{t.nothingCharged}</Text>
              <Button component={Link} to={campaignSharedPath(data.campaign.key)}>
                {t.backToCampaign}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
    </PublicFrame>
  );
}
