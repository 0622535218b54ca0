import { Badge } from '@mantine/core';
import { PROJECT_UPDATE_STATUS_LABELS, type ProjectUpdateStatus } from '@goodhive/contract/texts';

/** Published in the brand's green, hidden in a dark red that stands out in a list (and keeps its contrast). */
export function UpdateStatusBadge({ status }: { status: ProjectUpdateStatus }) {
  return (
    <Badge color={status === 'published' ? 'forest' : 'red'} c={status === 'hidden' ? 'red.9' : undefined} variant="light" tt="none" radius="sm" data-testid="update-status">
      {PROJECT_UPDATE_STATUS_LABELS[status]}
    </Badge>
  );
}
