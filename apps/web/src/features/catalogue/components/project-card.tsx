import { Badge, Group, Text, Title } from '@mantine/core';
import type { ImpactLevel, ProjectCard as ProjectCardData } from '@goodhive/contract';
import { Link } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons';
import { projectPath } from '../../../lib/paths';
import { formatUsd } from '../../../lib/money';
import classes from './project-card.module.css';

/** The impact level a card's price stands for: the cheapest (price_from), else the first. */
export function cheapestLevel(project: Pick<ProjectCardData, 'impact_levels' | 'price_from'>): ImpactLevel | undefined {
  return project.impact_levels.find((level) => level.price === project.price_from) ?? project.impact_levels[0];
}

/**
 * One project of the catalogue: the whole card opens it; the title is the link keyboard users reach. The first
 * cards of a list are `priority`: their images load at once (the largest thing on the first screen), the
 * others when they near the viewport.
 */
export function ProjectCard({ project, priority = false }: { project: ProjectCardData; priority?: boolean }) {
  const level = cheapestLevel(project);
  const titleId = `project-${project.id}-title`;
  const hasChoice = project.impact_levels.length > 1;
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid="project-card">
      <div className={classes.media}>
        {/* The placeholder art repeats the title: it adds nothing for screen readers. */}
        <img
          src={project.image_rectangle.url}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={1200}
          height={600}
          className={classes.image}
        />
        {project.is_bundle ? (
          <Badge className={classes.bundle} color="forest" variant="filled" radius="sm" tt="none">
            Bundle
          </Badge>
        ) : null}
      </div>
      <div className={classes.body}>
        {project.categories.length ? (
          <Group gap={6}>
            {project.categories.slice(0, 2).map((category) => (
              <Badge key={category.id} variant="light" color="honey" radius="sm" tt="none" fw={600}>
                {category.name}
              </Badge>
            ))}
            {project.categories.length > 2 ? (
              <Text fz="xs" c="dimmed">
                +{project.categories.length - 2} more
              </Text>
            ) : null}
          </Group>
        ) : null}
        <Title order={2} fz={18} lh={1.3} c="forest.9" id={titleId}>
          <Link to={projectPath(project)} className={classes.link}>
            {project.title}
          </Link>
        </Title>
        <Text fz="sm" c="dimmed">
          by {project.partner.worthy_cause_name}
        </Text>
        {project.country ? (
          <Group gap={4} wrap="nowrap" c="dimmed">
            <MapPinIcon size={16} />
            <Text fz="sm">{project.country.name}</Text>
          </Group>
        ) : null}
        <div className={classes.price}>
          <Text fz="xs" c="dimmed" fw={600} tt="uppercase" className={classes.priceLabel}>
            {hasChoice ? 'From' : 'Price per impact'}
          </Text>
          <Text fw={750} fz={20} c="forest.8" lh={1.2}>
            {formatUsd(project.price_from)}
          </Text>
          {level ? (
            <Text fz="sm" c="dimmed">
              per {level.impact_unit}
              {hasChoice ? ` · ${project.impact_levels.length} impact levels` : ''}
            </Text>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A grey stand-in card while the list loads. */
export function ProjectCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true">
      <div className={`${classes.media} ${classes.shimmer}`} />
      <div className={classes.body}>
        <div className={classes.shimmer} style={{ height: 18, width: '40%', borderRadius: 4 }} />
        <div className={classes.shimmer} style={{ height: 22, width: '85%', borderRadius: 4 }} />
        <div className={classes.shimmer} style={{ height: 14, width: '55%', borderRadius: 4 }} />
        <div className={classes.shimmer} style={{ height: 40, width: '45%', borderRadius: 4, marginTop: 'auto' }} />
      </div>
    </div>
  );
}
