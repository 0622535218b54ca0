import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TrialState } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { HourglassIcon } from '../../../components/ui/icons';
import classes from './impact.module.css';

/** The 17-day trial: days left and when it ends, while it runs. */
export function TrialBanner({ trial }: { trial: TrialState }) {
  if (!trial.is_trial) return null;
  const left = Math.min(trial.trial_days, Math.max(0, trial.days_left));
  const daysLeft = `${trial.days_left} ${trial.days_left === 1 ? 'day' : 'days'} left of ${trial.trial_days}`;
  return (
    <Paper p="lg" className={classes.trial} component="section" aria-label="Trial" data-testid="trial-banner">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="white" color="honey" radius="xl" size={40} aria-hidden="true">
          <HourglassIcon size={22} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={700} c="forest.9">
            Free trial: {daysLeft}
          </Text>
          <div className={`${classes.bar} ${classes.trialBar}`} role="img" aria-label={`${left} of ${trial.trial_days} trial days left`}>
            <div className={classes.barFill} style={{ width: `${(left / trial.trial_days) * 100}%` }} />
          </div>
          <Text fz="sm" c="dimmed">
            {trial.trial_ends_at ? `Your trial ends on ${formatDisplayDay(trial.trial_ends_at)}. ` : ''}
            Your first US $1.00 of giving is on us.
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
