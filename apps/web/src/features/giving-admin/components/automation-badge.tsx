import { Badge } from '@mantine/core';
import { automationStatusLabels } from '@goodhive/contract/texts';

const colors = { on: 'forest', paused: 'yellow', off: 'gray' } as const;

/** A monthly story's automated giving: giving monthly, paused or cancelled (a draft does not give yet). */
export function AutomationBadge({ status, storyStatus }: { status: 'on' | 'paused' | 'off'; storyStatus: string }) {
  if (storyStatus !== 'active')
    return (
      <Badge color="gray" variant="outline" radius="sm" tt="none">
        Draft
      </Badge>
    );
  return (
    <Badge color={colors[status]} variant="light" radius="sm" tt="none">
      {automationStatusLabels[status]}
    </Badge>
  );
}
