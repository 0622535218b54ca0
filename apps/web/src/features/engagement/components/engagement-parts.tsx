import { Badge, Button, Paper } from '@mantine/core';
import { Link } from 'react-router';
import type { EngagementState } from '@goodhive/contract';
import { engagementMessages as m, engagementTexts as t } from '@goodhive/contract/texts';
import { EmptyBlock } from '../../../components/ui/query-state';
import { PATHS } from '../../../lib/paths';

const STATE_COLORS: Record<EngagementState, string> = { open: 'forest', scheduled: 'honey', ended: 'gray', inactive: 'gray', full: 'orange' };

/** An engagement's state at a glance. */
export function EngagementStateBadge({ state }: { state: EngagementState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="engagement-state">
      {t.states[state]}
    </Badge>
  );
}

/** What a company without the engagement tool sees instead of the screen. */
export function UpgradeToAccess() {
  return (
    <Paper p="xl" withBorder data-testid="engagement-upgrade">
      <EmptyBlock
        title={m.upgradeToAccess}
        description={m.upgradeHint}
        action={
          <Button component={Link} to={PATHS.upgrade}>
            {m.upgradeToAccess}
          </Button>
        }
      />
    </Paper>
  );
}

/** Start and end days as the screens show them ('DD MMM YYYY'), or that it has none. */
export function datesLabel(start: string | null, end: string | null, format: (iso: string) => string) {
  if (!start && !end) return 'Open from now, without end';
  if (start && end) return `${format(start)} – ${format(end)}`;
  return start ? `From ${format(start)}` : `Until ${format(end!)}`;
}
