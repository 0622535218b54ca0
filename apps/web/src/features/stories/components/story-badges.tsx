import { Badge, Group } from '@mantine/core';
import type { Story } from '@goodhive/contract';
import { storyTexts as t } from '@goodhive/contract/texts';

/** A story's state at a glance: draft or active, monthly or one-off, and its automated giving. */
export function StoryBadges({ story }: { story: Pick<Story, 'status' | 'is_giving_monthly' | 'automation_status' | 'skip_period'> }) {
  const automation = story.automation_status === 'on' ? 'Automation on' : story.automation_status === 'paused' ? 'Paused' : 'Automation cancelled';
  return (
    <Group gap={6}>
      <Badge color={story.status === 'active' ? 'forest' : 'gray'} variant="light">
        {story.status === 'active' ? t.active : t.draft}
      </Badge>
      <Badge color="honey" variant="light">
        {story.is_giving_monthly ? t.monthlyBadge : t.oneOff}
      </Badge>
      {story.status === 'active' && story.is_giving_monthly ? (
        <Badge color={story.automation_status === 'on' ? 'forest' : 'orange'} variant="outline">
          {automation}
        </Badge>
      ) : null}
      {story.skip_period ? (
        <Badge color="gray" variant="outline">
          {t.skipping(story.skip_period)}
        </Badge>
      ) : null}
    </Group>
  );
}
