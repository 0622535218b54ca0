import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReferralRow } from '@goodhive/contract';
import { REFERRAL_STATE_LABELS, referralTexts as t } from '@goodhive/contract/texts';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyBlock, QueryState } from '../../../components/ui/query-state';
import { formatDisplayDate } from '../../../lib/format-date';
import { myReferralQuery } from '../api/referral';
import { CopyField } from '../components/copy-field';
import { InviteForm } from '../components/invite-form';
import { ShareLinks } from '../components/share-links';

function ReferralsTable({ rows }: { rows: ReferralRow[] }) {
  if (!rows.length) return <EmptyBlock title={t.noReferrals} />;
  return (
    <DataTable minWidth={640} testId="referrals-table" caption="Newest first">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Business</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">Joined</Table.Th>
          <Table.Th scope="col">Your reward</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td fw={600}>{r.company_name}</Table.Td>
            <Table.Td>
              <Badge color={r.status === 'converted' ? 'forest' : 'honey'} variant="light">
                {REFERRAL_STATE_LABELS[r.status]}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDisplayDate(r.joined_at)}</Table.Td>
            <Table.Td>{r.rewards.length ? r.rewards.map((w) => w.description).join(' · ') : r.status === 'converted' ? '—' : 'When they become a paying member'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/** Route 'invite' (Refer Another Business): the company's referral link to copy and share, invitation e-mails and the businesses that joined. */
export function InvitePage() {
  const referral = useQuery(myReferralQuery());
  return (
    <Stack gap="xl">
      <PageHeader title={t.inviteTitle} description={t.inviteIntro} />
      <QueryState query={referral} loadingLabel="Loading your referral link…" errorTitle="Your referral link could not be loaded">
        {(data) => (
          <Stack gap="xl">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Paper p="lg" shadow="xs" component="section" aria-labelledby="referral-link-title">
                <Stack gap="md">
                  <Title order={2} fz={20} c="forest.9" id="referral-link-title">
                    {t.linkLabel}
                  </Title>
                  <CopyField label={t.linkLabel} value={data.link} testId="referral-link" />
                  <CopyField label={t.codeLabel} value={data.code} testId="referral-code" />
                  <Title order={3} fz={16}>
                    {t.shareHeading}
                  </Title>
                  <ShareLinks url={data.link} subject={t.mailSubject('We')} />
                </Stack>
              </Paper>
              <Paper p="lg" shadow="xs" component="section" aria-labelledby="referral-reward-title">
                <Stack gap="sm">
                  <Title order={2} fz={20} c="forest.9" id="referral-reward-title">
                    {t.rewardHeading}
                  </Title>
                  <Text data-testid="referral-reward">{data.reward.reward_type === 'none' ? t.noReward : `${data.reward.description}, for you and for them.`}</Text>
                  {data.programme ? (
                    <Text fz="sm" c="dimmed" data-testid="referral-programme">
                      <strong>{data.programme.name}:</strong> {data.programme.description}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            </SimpleGrid>
            <Paper p="lg" shadow="xs" component="section" aria-labelledby="invite-title">
              <Stack gap="sm">
                <Title order={2} fz={20} c="forest.9" id="invite-title">
                  {t.inviteHeading}
                </Title>
                <InviteForm left={data.invitations_left_today} />
              </Stack>
            </Paper>
            <Stack gap="sm" component="section" aria-labelledby="referrals-title">
              <Title order={2} fz={20} c="forest.9" id="referrals-title">
                {t.referralsHeading}
              </Title>
              <ReferralsTable rows={data.referrals} />
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
