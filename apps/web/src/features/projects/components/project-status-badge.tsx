import { Badge } from '@mantine/core';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@goodhive/contract/texts';

/** Each status in its own colour, so a list can be scanned by state. */
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  draft: 'gray',
  submitted: 'blue',
  live: 'forest',
  paused: 'orange',
  closed: 'dark',
};

/** A project's status as a badge with the contract's label. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge color={PROJECT_STATUS_COLORS[status]} variant="light" tt="none" radius="sm" data-testid="project-status">
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
