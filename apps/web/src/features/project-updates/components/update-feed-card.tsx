import { Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { UpdateFeedItem } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { PATHS, pathTo } from '../../../lib/paths';
import classes from './updates.module.css';

type UpdateFeedCardProps = { update: UpdateFeedItem; headingOrder?: 2 | 3 };

/** One update in a feed: its first picture (else the project's cover), project, partner, date and the start of the text. */
export function UpdateFeedCard({ update, headingOrder = 2 }: UpdateFeedCardProps) {
  const titleId = `update-${update.id}-title`;
  const picture = update.images[0] ?? update.project.cover_url;
  return (
    <article className={classes.feedCard} aria-labelledby={titleId} data-testid="update-card">
      <div className={classes.feedMedia}>
        <img src={picture} alt="" loading="lazy" className={classes.feedImage} />
      </div>
      <div className={classes.feedBody}>
        <Group gap={6} wrap="wrap">
          <Text fz="xs" fw={700} c="honey.8" tt="uppercase" component="span">
            <time dateTime={update.published_at}>{formatDisplayDay(update.published_at)}</time>
          </Text>
          <Text fz="xs" c="dimmed" component="span" aria-hidden="true">
            ·
          </Text>
          <Text fz="xs" c="dimmed" component="span">
            {update.partner.worthy_cause_name}
          </Text>
        </Group>
        <Title order={headingOrder} fz={20} lh={1.3} id={titleId}>
          <Link to={pathTo(PATHS.projectUpdateDetails, { id: update.id })} className={classes.cardLink}>
            {update.title}
          </Link>
        </Title>
        <Text fz="sm" fw={600} c="forest.8">
          {update.project.title}
        </Text>
        <Text fz="sm" c="dimmed" lh={1.6}>
          {update.excerpt}
        </Text>
        <Text fz="sm" fw={600} c="forest.7" mt="auto" aria-hidden="true">
          Read the update →
        </Text>
      </div>
    </article>
  );
}
