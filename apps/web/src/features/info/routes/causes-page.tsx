import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, generatePath } from 'react-router';
import type { ComponentType } from 'react';
import {
  BookIcon,
  BowlIcon,
  BriefcaseIcon,
  DropletIcon,
  HeartHandIcon,
  HomeIcon,
  LeafIcon,
  PawIcon,
  PulseIcon,
} from '../../../components/ui/icons';
import { QueryState } from '../../../components/ui/query-state';
import { publicCausesQuery } from '../../../lib/public-pages';
import { PATHS } from '../../../lib/paths';
import { PublicInfoPage } from './info-pages';

const ICONS: Record<string, ComponentType<{ size?: number }>> = {
  water: DropletIcon,
  environment: LeafIcon,
  education: BookIcon,
  health: PulseIcon,
  food: BowlIcon,
  livelihoods: BriefcaseIcon,
  shelter: HomeIcon,
  animals: PawIcon,
};

const catalogueOf = (slugs: string[]) => `${PATHS.viewAllProjects}?category=${slugs.join(',')}`;

/** Route 'public.causes': the impact categories, each with a few of its live projects and a link to all of them. */
export function CausesPage() {
  const causes = useQuery(publicCausesQuery());
  return (
    <PublicInfoPage slug="causes">
      {/* The causes fill more than a screen: the loading state keeps that room, so the section after them stays put. */}
      <QueryState query={causes} loadingLabel="Loading causes…" loadingReserve="100vh" errorTitle="The causes could not be loaded" empty={{ title: 'No causes are listed yet' }}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {list.map((cause) => {
              const Icon = ICONS[cause.slug] ?? HeartHandIcon;
              return (
                <Paper key={cause.id} component="section" p="lg" shadow="xs" aria-labelledby={`cause-${cause.id}`}>
                  <Stack gap="sm">
                    <ThemeIcon size={44} radius="md" color="forest" variant="light">
                      <Icon size={24} />
                    </ThemeIcon>
                    <Title order={2} fz={19} c="forest.9" id={`cause-${cause.id}`}>
                      {cause.name}
                    </Title>
                    {cause.categories.length ? (
                      <Group gap={6}>
                        {cause.categories.map((category) => (
                          <Badge key={category.id} variant="light" color="honey" radius="sm" tt="none" fw={600}>
                            {category.name}
                          </Badge>
                        ))}
                      </Group>
                    ) : null}
                    {cause.projects.length ? (
                      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                        {cause.projects.map((project) => (
                          <li key={project.id}>
                            <Anchor component={Link} to={generatePath(project.is_bundle ? PATHS.bundleDetail : PATHS.projectDetail, { id: String(project.id) })} fw={600} fz="sm">
                              {project.title}
                            </Anchor>
                            <Text fz="xs" c="dimmed">
                              {project.partner_name}
                            </Text>
                          </li>
                        ))}
                      </Stack>
                    ) : (
                      <Text fz="sm" c="dimmed">
                        Projects in this cause are being prepared.
                      </Text>
                    )}
                    {cause.project_count > cause.projects.length ? (
                      <Anchor component={Link} to={catalogueOf(cause.categories.map((c) => c.slug))} fz="sm">
                        All {cause.project_count} {cause.name.toLowerCase()} projects
                      </Anchor>
                    ) : null}
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
      <Paper p="lg" shadow="xs" mt="xl" component="section" aria-labelledby="suggest-cause-title">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4}>
            <Title order={2} fz={19} c="forest.9" id="suggest-cause-title">
              Know a worthy cause we should work with?
            </Title>
            <Text fz="sm" c="dimmed">
              Tell us about it. Our team vets every organisation before its projects are listed.
            </Text>
          </Stack>
          <Button component={Link} to={PATHS.referAProject} color="forest">
            Suggest a worthy cause
          </Button>
        </Group>
      </Paper>
    </PublicInfoPage>
  );
}
