import { ActionIcon, Tooltip } from '@mantine/core';
import type { ProjectDetail } from '@goodhive/contract';
import { HeartIcon } from '../../../components/ui/icons';
import { useFavourite } from '../api/favourite';
import classes from '../routes/project-detail-page.module.css';

/** Saves the project to the member's favourites, or takes it out. */
export function FavouriteToggle({ project, detailKey }: { project: ProjectDetail; detailKey: readonly unknown[] }) {
  const favourite = useFavourite(detailKey);
  const label = project.is_favourite ? 'Remove from your favourites' : 'Save to your favourites';
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={project.is_favourite ? 'light' : 'default'}
        color={project.is_favourite ? 'red' : 'gray'}
        size={42}
        radius="xl"
        aria-label={label}
        aria-pressed={project.is_favourite}
        onClick={() => favourite.mutate({ projectId: project.id, isFavourite: !project.is_favourite })}
        disabled={favourite.isPending}
        className={classes.favourite}
      >
        <HeartIcon size={20} filled={project.is_favourite} />
      </ActionIcon>
    </Tooltip>
  );
}
