import { Avatar, Box, Group, Image, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Hive, HiveImpact } from '@goodhive/contract';
import { hiveTexts as t } from '@goodhive/contract/texts';
import { FigureCard } from '../../../components/ui/figure-card';
import { CoinIcon, ImpactIcon, PeopleIcon, SparkIcon } from '../../../components/ui/icons';
import { formatCount, formatUsd } from '../../../lib/money';

type HiveViewProps = {
  hive: Hive & { impact: HiveImpact };
  members?: { company_id: number; company_name: string; logo_url: string | null }[];
  /** The join button or what stands for it. */
  action?: ReactNode;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

/** A hive: its banner, logo, title and story, the combined impact of the partner and every member, and the members' logos. */
export function HiveView({ hive, members, action }: HiveViewProps) {
  const impact = hive.impact;
  return (
    <Stack gap="xl">
      {hive.banner ? <Image src={hive.banner} alt="" h={{ base: 140, sm: 220 }} radius="md" fit="cover" /> : null}
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {hive.logo ? <Image src={hive.logo} alt={`${hive.title} logo`} w={72} h={72} fit="contain" radius="md" /> : null}
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
            A hive of {hive.partner.company_name}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 34 }} c="forest.9" lh={1.15}>
            {hive.title}
          </Title>
          {hive.story ? (
            <Text c="dimmed" maw={720} style={{ whiteSpace: 'pre-wrap' }}>
              {hive.story}
            </Text>
          ) : null}
        </Stack>
        {action ? <Box visibleFrom="sm">{action}</Box> : null}
      </Group>
      {action ? <Box hiddenFrom="sm">{action}</Box> : null}
      <Stack gap="sm" component="section" aria-labelledby="hive-impact-title">
        <Title order={2} fz={22} c="forest.9" id="hive-impact-title">
          {t.combinedImpact}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="hive-impact">
          <FigureCard label="Impacts created" value={formatCount(impact.total_impacts)} icon={ImpactIcon} color="forest" testId="hive-total-impacts" />
          <FigureCard label="Beneficiaries" value={formatCount(impact.beneficiaries)} icon={PeopleIcon} color="forest" testId="hive-beneficiaries" />
          <FigureCard label="Given" value={formatUsd(impact.amount_usd)} icon={CoinIcon} color="honey" testId="hive-amount" />
          <FigureCard label="Businesses" value={formatCount(hive.member_count + 1)} note={`${hive.partner.company_name} and ${formatCount(hive.member_count)} members`} icon={SparkIcon} color="honey" testId="hive-businesses" />
        </SimpleGrid>
      </Stack>
      {members ? (
        <Paper p="lg" shadow="xs" component="section" aria-labelledby="hive-members-title">
          <Stack gap="md">
            <Title order={2} fz={20} c="forest.9" id="hive-members-title">
              {t.members}
            </Title>
            {members.length ? (
              <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="hive-member-logos">
                {members.map((m) => (
                  <li key={m.company_id}>
                    <Tooltip label={m.company_name}>
                      <Group gap={8} wrap="nowrap">
                        <Avatar src={m.logo_url} alt={m.logo_url ? `${m.company_name} logo` : undefined} radius="md" color="forest" size={44}>
                          {initials(m.company_name)}
                        </Avatar>
                        <Text fz="sm" fw={600}>
                          {m.company_name}
                        </Text>
                      </Group>
                    </Tooltip>
                  </li>
                ))}
              </Group>
            ) : (
              <Text c="dimmed">{t.noMembers}</Text>
            )}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
