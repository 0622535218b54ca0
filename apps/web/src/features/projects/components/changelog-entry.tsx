import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProjectChange } from '@goodhive/contract';
import { PROJECT_CHANGE_ACTION_LABELS } from '@goodhive/contract/texts';
import { CHANGE_STATUS_COLORS, CHANGE_STATUS_LABELS, formatChangeTime } from '../change-format';
import { ChangeDiff } from './change-diff';

type ChangelogEntryProps = {
  change: ProjectChange;
  /** Staff's log names the project (and links to it when a path is given). */
  showProject?: boolean;
  projectPath?: string | null;
};

/** One entry of a project's change log: what happened, who did it and when, and each field before and after. */
export function ChangelogEntry({ change, showProject = false, projectPath }: ChangelogEntryProps) {
  const who = change.actor.name ?? 'Someone no longer registered';
  const role = change.actor.type === 'admin' ? 'Staff' : 'Partner';
  const hasValues = Boolean(change.before && Object.keys(change.before).length) || Boolean(change.after && Object.keys(change.after).length);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="changelog-entry">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Group gap="xs">
            <Text fw={700} c="forest.9">
              {PROJECT_CHANGE_ACTION_LABELS[change.action]}
            </Text>
            <Badge color={CHANGE_STATUS_COLORS[change.status]} variant="light" tt="none" size="sm">
              {CHANGE_STATUS_LABELS[change.status]}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed" component="time" dateTime={change.created_at}>
            {formatChangeTime(change.created_at)}
          </Text>
        </Group>
        {showProject ? (
          <Text fz="sm">
            {projectPath ? (
              <Anchor component={Link} to={projectPath} fw={600}>
                {change.project.title}
              </Anchor>
            ) : (
              <Text span fw={600}>
                {change.project.title}
              </Text>
            )}{' '}
            <Text span c="dimmed">
              #{change.project.id} · {change.partner.worthy_cause_name}
            </Text>
          </Text>
        ) : null}
        <Text fz="sm" c="dimmed">
          By {who} ({role})
          {change.reviewed_by ? ` · reviewed by ${change.reviewed_by}${change.reviewed_at ? ` on ${formatChangeTime(change.reviewed_at)}` : ''}` : ''}
        </Text>
        {change.note ? (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600}>
              Note:
            </Text>{' '}
            {change.note}
          </Text>
        ) : null}
        {hasValues ? <ChangeDiff before={change.before} after={change.after} label={`Changes of entry ${change.id}`} /> : null}
      </Stack>
    </Paper>
  );
}
