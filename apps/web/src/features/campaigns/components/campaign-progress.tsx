import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { PublicCampaign } from '@goodhive/contract';
import { campaignTexts as t } from '@goodhive/contract/texts';
import { formatDisplayDate } from '../../../lib/format-date';
import { pluralise } from '../../../lib/money';

const stateColour = { upcoming: 'blue', open: 'forest', ended: 'gray' } as const;

/** A campaign's state as a badge: starts soon, open or ended. */
export function CampaignStateBadge({ campaign }: { campaign: Pick<PublicCampaign, 'state'> }) {
  return (
    <Badge color={stateColour[campaign.state]} variant="light">
      {t.state[campaign.state]}
    </Badge>
  );
}

/** The goal filling up: units given of the goal, the bar, givers and the days the campaign is open. */
export function CampaignProgress({ campaign, size = 'md' }: { campaign: PublicCampaign; size?: 'sm' | 'md' }) {
  const p = campaign.progress;
  const label = `${p.given_units.toLocaleString('en-US')} ${t.given} ${t.goalOf} ${p.goal_units.toLocaleString('en-US')} ${campaign.impact_unit}`;
  return (
    <Stack gap={6} data-testid="campaign-progress">
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fz={size === 'md' ? 26 : 18} fw={750} c="forest.8" lh={1.1}>
          {p.given_units.toLocaleString('en-US')}
          <Text span fz="sm" fw={500} c="dimmed">
            {' '}
            {t.goalOf} {p.goal_units.toLocaleString('en-US')} · {campaign.impact_unit}
          </Text>
        </Text>
        <Text fz="sm" fw={700} c="forest.8">
          {p.percent}%
        </Text>
      </Group>
      <Progress value={p.percent} size={size === 'md' ? 'lg' : 'md'} color="forest" radius="xl" aria-label={label} />
      <Text fz="sm" c="dimmed">
        {pluralise(p.supporters, t.supporter)} · {formatDisplayDate(campaign.starts_on)} – {formatDisplayDate(campaign.ends_on)}
      </Text>
    </Stack>
  );
}
