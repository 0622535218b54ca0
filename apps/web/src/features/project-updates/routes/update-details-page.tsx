import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { UpdateDetail } from '@goodhive/contract';
import { formatDisplayDay } from '@goodhive/contract/texts';
import { MapPinIcon } from '../../../components/ui/icons';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isNotFound } from '../../../lib/api-error';
import { useIdParam } from '../../../lib/hooks/use-id-param';
import { PATHS, pathTo, projectPath } from '../../../lib/paths';
import { updateDetailQuery } from '../api/giver-updates';
import { BackLink } from '../../../components/ui/back-link';
import classes from '../components/updates.module.css';

/** The project the update is about, with the way to give to it again while it is live. */
function ProjectAside({ project }: { project: UpdateDetail['project'] }) {
  return (
    <Paper shadow="xs" radius="md" style={{ overflow: 'hidden' }} component="aside" aria-labelledby="update-project-title">
      <img src={project.cover_url} alt="" style={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block' }} />
      <Stack gap="sm" p="lg">
        <Text fz="xs" fw={700} c="honey.8" tt="uppercase">
          The project
        </Text>
        <Title order={2} fz={18} lh={1.3} c="forest.9" id="update-project-title">
          {project.title}
        </Title>
        {project.country ? (
          <Group gap={4} c="dimmed" wrap="nowrap">
            <MapPinIcon size={16} />
            <Text fz="sm">{project.country.name}</Text>
          </Group>
        ) : null}
        {project.summary ? (
          <Text fz="sm" c="dimmed">
            {project.summary}
          </Text>
        ) : null}
        {project.is_givable ? (
          <Button component={Link} to={projectPath(project)} color="honey">
            Give again
          </Button>
        ) : (
          <>
            <Text fz="sm">This project no longer takes gifts.</Text>
            <Button component={Link} to={PATHS.viewAllProjects} variant="light" color="forest">
              Explore other projects
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function UpdateView({ update }: { update: UpdateDetail }) {
  return (
    <div className={classes.detailLayout}>
      <Stack gap="lg" component="article" aria-labelledby="update-title">
        <Stack gap={6}>
          <Group gap={6}>
            <Text fz="xs" fw={700} c="honey.8" tt="uppercase">
              <time dateTime={update.published_at}>{formatDisplayDay(update.published_at)}</time>
            </Text>
            <Text fz="xs" c="dimmed" aria-hidden="true">
              ·
            </Text>
            <Anchor component={Link} to={pathTo(PATHS.wcuPartner, { id: update.partner.id })} fz="xs" fw={600}>
              {update.partner.worthy_cause_name}
            </Anchor>
          </Group>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="forest.9" lh={1.2} id="update-title">
            {update.title}
          </Title>
        </Stack>
        {update.images.length ? (
          <Stack gap="sm" component="ul" className={classes.gallery} aria-label="Pictures of the update">
            {update.images.map((url, i) => (
              <li key={url}>
                <img src={url} alt={`Picture ${i + 1} of ${update.images.length}`} className={classes.galleryImage} loading={i ? 'lazy' : 'eager'} />
              </li>
            ))}
          </Stack>
        ) : null}
        <Text className={classes.bodyText} data-testid="update-body">
          {update.body}
        </Text>
      </Stack>
      <div>
        <ProjectAside project={update.project} />
      </div>
    </div>
  );
}

/** Route 'project-updates.details' (/project-updates/details/{id}): one update, its pictures and its project. */
export function UpdateDetailsPage() {
  const { id, isValid } = useIdParam();
  const detail = useQuery({ ...updateDetailQuery(id), enabled: isValid });
  const missing = !isValid || isNotFound(detail.error);
  return (
    <Stack gap="lg">
      <BackLink to={PATHS.projectUpdatesList} label="All updates" />
      {missing ? (
        <>
          <Title order={1} fz={{ base: 26, sm: 30 }} c="forest.9">
            This update is not available
          </Title>
          <EmptyBlock
            title="We could not find this update"
            description="It may have been removed by its worthy cause."
            action={
              <Button component={Link} to={PATHS.projectUpdatesList}>
                See your updates
              </Button>
            }
          />
        </>
      ) : detail.isPending ? (
        <LoadingState label="Loading the update…" />
      ) : detail.isError ? (
        <ErrorState title="The update could not be loaded" error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isRefetching} />
      ) : (
        <UpdateView update={detail.data} />
      )}
    </Stack>
  );
}
