import '@mantine/core/styles/Progress.css';
import { Badge, Group, Progress, Text } from '@mantine/core';
import type { AdminPartnerRow } from '@goodhive/contract';
import { PARTNER_USER_STATUS_LABELS, PROJECT_STATUS_LABELS, type ProjectStatus } from '@goodhive/contract/texts';
import classes from '../../../components/ui/lists.module.css';

/** The partner user's status, Live or Blocked, and Deactivated when the user is switched off. */
export function PartnerStatusBadge({ partner }: { partner: AdminPartnerRow }) {
  if (partner.user_status === 'blocked') return <Badge color="red" variant="light" radius="sm" tt="none">{PARTNER_USER_STATUS_LABELS.blocked}</Badge>;
  if (!partner.is_active) return <Badge color="gray" variant="light" radius="sm" tt="none">Deactivated</Badge>;
  return <Badge color="forest" variant="light" radius="sm" tt="none">{PARTNER_USER_STATUS_LABELS.live}</Badge>;
}

const SHOWN: ProjectStatus[] = ['live', 'submitted', 'draft', 'paused', 'closed'];
const COLORS: Record<ProjectStatus, string> = { live: 'forest', submitted: 'honey', draft: 'gray', paused: 'orange', closed: 'dark' };

/** The partner's projects per status (only the statuses it has), and its bundles. */
export function ProjectCounts({ partner }: { partner: AdminPartnerRow }) {
  const counts = SHOWN.filter((s) => partner.project_counts[s] > 0);
  if (!counts.length && !partner.bundle_count) return <Text fz="sm" c="dimmed">No projects yet</Text>;
  return (
    <Group gap={6} wrap="wrap">
      {counts.map((s) => (
        <Badge key={s} color={COLORS[s]} variant="light" radius="sm" tt="none" className={classes.numeric}>
          {partner.project_counts[s]} {PROJECT_STATUS_LABELS[s].toLowerCase()}
        </Badge>
      ))}
      {partner.bundle_count ? (
        <Badge color="grape" variant="light" radius="sm" tt="none" className={classes.numeric}>
          {partner.bundle_count} {partner.bundle_count === 1 ? 'bundle' : 'bundles'}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The profile completeness score as a bar with its figure. */
export function ScoreBar({ partner }: { partner: AdminPartnerRow }) {
  const { score } = partner.completeness;
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress.Root size="lg" radius="xl" style={{ flex: 1, minWidth: 80 }}>
        <Progress.Section value={score} color={score >= 100 ? 'forest' : 'honey'} aria-label={`Profile completeness of ${partner.worthy_cause_name}`} />
      </Progress.Root>
      <Text fw={700} fz="sm" c="forest.9" className={classes.numeric} data-testid="profile-score">
        {score}%
      </Text>
    </Group>
  );
}
