import '@mantine/core/styles/NumberInput.css';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ImpactLevel, ProjectDetail } from '@goodhive/contract';
import { DetailList, type Detail } from '../../../components/ui/detail-list';
import { ArrowLeftIcon, HeartIcon, MapPinIcon } from '../../../components/ui/icons';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/auth';
import { PATHS, pathTo } from '../../../lib/paths';
import { useFavourite } from '../api/favourite';
import { projectDetailKey, projectDetailQuery, type DetailKind } from '../api/project-detail';
import { BundleContents } from '../components/bundle-contents';
import { GivePanel } from '../components/give-panel';
import frame from './catalogue-page.module.css';
import classes from './project-detail-page.module.css';

/** Where the project is: the place, its state or region, and its country. */
export function placeOf(location: ProjectDetail['location']): string | null {
  const parts = [location.location, location.state?.name, location.country?.name].filter((p): p is string => Boolean(p));
  // 'Machakos County, Kenya' already names the country.
  const unique = parts.filter((part, i) => !parts.slice(0, i).some((earlier) => earlier.includes(part)));
  return unique.length ? unique.join(', ') : null;
}

function FavouriteToggle({ project, detailKey }: { project: ProjectDetail; detailKey: readonly unknown[] }) {
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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} fz={22} c="forest.9" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

const hasLevels = (project: ProjectDetail): project is ProjectDetail & { impact_levels: [ImpactLevel, ...ImpactLevel[]] } =>
  project.impact_levels.length > 0;

function ProjectView({ project, detailKey, signedIn }: { project: ProjectDetail; detailKey: readonly unknown[]; signedIn: boolean }) {
  const place = placeOf(project.location);
  const facts: Detail[] = [
    { label: 'Worthy-cause partner', value: project.partner.worthy_cause_name },
    ...(place ? [{ label: 'Location', value: place }] : []),
    ...(project.categories.length ? [{ label: 'Categories', value: project.categories.map((c) => c.name).join(', ') }] : []),
    { label: 'Impact levels', value: String(project.impact_levels.length) },
  ];

  return (
    <div className={classes.layout}>
      <div className={classes.media}>
        <img src={project.image_rectangle.url} alt="" width={1200} height={600} fetchPriority="high" className={classes.image} />
      </div>

      <aside className={classes.aside} aria-label="About this project and giving">
        <Paper p={{ base: 'lg', sm: 'xl' }} shadow="xs">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Group gap={6}>
                {project.is_bundle ? (
                  <Badge color="forest" variant="filled" radius="sm" tt="none">
                    Bundle
                  </Badge>
                ) : null}
                {project.categories.map((category) => (
                  <Badge key={category.id} variant="light" color="honey" radius="sm" tt="none" fw={600}>
                    {category.name}
                  </Badge>
                ))}
              </Group>
              {signedIn ? <FavouriteToggle project={project} detailKey={detailKey} /> : null}
            </Group>
            <Title order={1} fz={{ base: 26, sm: 30 }} lh={1.15} c="forest.9">
              {project.title}
            </Title>
            <Stack gap={4}>
              <Text fz="sm">
                by <Anchor component={Link} to={pathTo(PATHS.wcuPartner, { id: project.partner.id })} fw={700} inherit>{project.partner.worthy_cause_name}</Anchor>
              </Text>
              {place ? (
                <Group gap={4} wrap="nowrap" c="dimmed">
                  <MapPinIcon size={16} />
                  <Text fz="sm">{place}</Text>
                </Group>
              ) : null}
            </Stack>
            {project.summary ? <Text c="dimmed">{project.summary}</Text> : null}
            <div className={classes.divider} />
            {hasLevels(project) ? (
              <GivePanel key={project.id} project={project} />
            ) : (
              <Text c="dimmed" fz="sm">
                This project cannot be given to right now.
              </Text>
            )}
          </Stack>
        </Paper>
      </aside>

      <div className={classes.content}>
        <Stack gap="xl">
          {project.is_bundle && project.bundle_items.length ? <BundleContents items={project.bundle_items} /> : null}
          {project.story ? (
            <Section id="story-title" title="Why it matters">
              <Text lh={1.7} className={classes.story}>
                {project.story}
              </Text>
            </Section>
          ) : null}
          {project.description ? (
            <Section id="description-title" title={project.is_bundle ? 'About this bundle' : 'About this project'}>
              <Text lh={1.7}>{project.description}</Text>
            </Section>
          ) : null}
          <Section id="facts-title" title="At a glance">
            <DetailList items={facts} />
          </Section>
          {project.partner.org_aboutus ? (
            <Section id="partner-title" title={`About ${project.partner.worthy_cause_name}`}>
              <Text lh={1.7}>{project.partner.org_aboutus}</Text>
            </Section>
          ) : null}
        </Stack>
      </div>
    </div>
  );
}

function DetailScreen({ kind }: { kind: DetailKind }) {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const isValidId = Number.isInteger(id) && id > 0;
  const session = useSession();
  const viewer = session.user?.id ?? 0;
  const detail = useQuery({ ...projectDetailQuery(kind, id, viewer), enabled: isValidId });
  const notFound = !isValidId || (detail.error instanceof ApiError && detail.error.status === 404);
  const noun = kind === 'bundle' ? 'bundle' : 'project';

  return (
    <div className={frame.frame}>
      <Stack gap="lg">
        <Anchor component={Link} to={PATHS.viewAllProjects} fz="sm" fw={600} className={classes.back}>
          <ArrowLeftIcon size={16} /> All projects
        </Anchor>
        {notFound ? (
          <>
            <Title order={1} fz={{ base: 26, sm: 30 }} c="forest.9">
              This {noun} is not available
            </Title>
            <EmptyBlock
              title={`We could not find this ${noun}`}
              description="It may have been completed or withdrawn by its partner. Many other projects are waiting for you."
              action={
                <Button component={Link} to={PATHS.viewAllProjects}>
                  Explore projects
                </Button>
              }
            />
          </>
        ) : detail.isPending ? (
          <LoadingState label={`Loading the ${noun}…`} />
        ) : detail.isError ? (
          <ErrorState title={`The ${noun} could not be loaded`} error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isRefetching} />
        ) : (
          <ProjectView project={detail.data} detailKey={projectDetailKey(kind, id, viewer)} signedIn={session.user !== null} />
        )}
      </Stack>
    </div>
  );
}

/** Route 'projectdetail' (/projectdetail/{id}), public: a project, its story, partner and impact levels, and Add to cart. */
export function ProjectDetailPage() {
  return <DetailScreen kind="project" />;
}

/** Route 'bundledetail' (/bundledetail/{id}), public: a bundle, the projects it gives together, and Add to cart. */
export function BundleDetailPage() {
  return <DetailScreen kind="bundle" />;
}
