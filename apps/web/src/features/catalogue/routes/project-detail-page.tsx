import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { ImpactLevel, ProjectDetail } from '@goodhive/contract';
import { DetailList, type Detail } from '../../../components/ui/detail-list';
import { ArrowLeftIcon, MapPinIcon } from '../../../components/ui/icons';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/auth';
import { PATHS, pathTo } from '../../../lib/paths';
import { projectDetailKey, projectDetailQuery, type DetailKind } from '../api/project-detail';
import { BundleContents } from '../components/bundle-contents';
import frame from './catalogue-page.module.css';
import classes from './project-detail-page.module.css';

/**
 * The giving form (its number field, the cart's rules and schemas) is its own chunk, loaded as the page first
 * renders, so the project's picture and text paint without waiting for it; its place keeps the form's size.
 */
const GivePanel = lazy(() => import('../components/give-panel').then((module) => ({ default: module.GivePanel })));
/** The favourite button, for members only: its tooltip's positioning code is no visitor's download. */
const FavouriteToggle = lazy(() => import('../components/favourite-toggle').then((module) => ({ default: module.FavouriteToggle })));

/** Where the project is: the place, its state or region, and its country. */
export function placeOf(location: ProjectDetail['location']): string | null {
  const parts = [location.location, location.state?.name, location.country?.name].filter((p): p is string => Boolean(p));
  // 'Machakos County, Kenya' already names the country.
  const unique = parts.filter((part, i) => !parts.slice(0, i).some((earlier) => earlier.includes(part)));
  return unique.length ? unique.join(', ') : null;
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
              {signedIn ? (
                <Suspense fallback={<div className={classes.favourite} aria-hidden="true" />}>
                  <FavouriteToggle project={project} detailKey={detailKey} />
                </Suspense>
              ) : null}
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
              <Suspense fallback={<div className={classes.givePlaceholder} aria-hidden="true" />}>
                <GivePanel key={project.id} project={project} />
              </Suspense>
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
