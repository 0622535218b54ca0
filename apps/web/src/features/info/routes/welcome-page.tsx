import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicHome } from '@goodhive/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { formatCount } from '../../../lib/money';
import { PATHS } from '../../../lib/paths';
import { publicHomeQuery } from '../../../lib/public-pages';
import { ProjectCard } from '../../catalogue';
import { BusinessCard } from '../../profiles';
import { PublicInfoPage } from './info-pages';
import classes from './welcome-page.module.css';

/** One part of the home below the page's texts: a heading, a link to the whole list, and its content. */
function Part({ id, title, more, children }: { id: string; title: string; more?: { label: string; to: string }; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} fz={24} c="forest.9" id={id}>
          {title}
        </Title>
        {more ? (
          <Anchor component={Link} to={more.to} fw={600}>
            {more.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Stack>
  );
}

/** The ledger's totals, each figure above its noun. */
function Totals({ totals }: { totals: PublicHome['totals'] }) {
  const figures = [
    { value: totals.impacts, label: totals.impacts === 1 ? 'impact delivered' : 'impacts delivered' },
    { value: totals.beneficiaries, label: totals.beneficiaries === 1 ? 'person reached' : 'people reached' },
    { value: totals.projects, label: totals.projects === 1 ? 'project funded' : 'projects funded' },
    { value: totals.countries, label: totals.countries === 1 ? 'country reached' : 'countries reached' },
  ];
  return (
    <Paper p="xl" shadow="xs" className={classes.totals}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" component="dl" className={classes.figures}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Text component="dt" fz="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" fw={800} fz={32} c="forest.9" lh={1.1}>
              {formatCount(figure.value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * Route 'public.home' (/welcome): the visitors' home. What Goodhive is (the page's texts, which staff edit), the
 * ledger's live totals of paid impacts, a few projects to give to and the public businesses that gave the most.
 */
export function WelcomePage() {
  const home = useQuery(publicHomeQuery());
  return (
    <PublicInfoPage slug="home">
      {/* Projects and members fill more than a screen: the loading state keeps that room, so the buttons after them stay put. */}
      <QueryState query={home} loadingLabel="Counting the impact so far…" loadingReserve="100vh" errorTitle="The impact so far could not be loaded" isEmpty={() => false}>
        {(data) => (
          <Stack gap={48}>
            <Part id="home-totals" title="The impact so far">
              <Totals totals={data.totals} />
              <Text fz="xs" c="dimmed">
                Every paid impact given through Goodhive, counted from the ledger.
              </Text>
            </Part>
            <Part id="home-projects" title="Projects to give to" more={{ label: 'Browse every project', to: PATHS.viewAllProjects }}>
              {data.projects.length ? (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                  {data.projects.map((project) => (
                    <ProjectCard key={project.id} project={project} />
                  ))}
                </SimpleGrid>
              ) : (
                <Text c="dimmed">New projects are being prepared by our partners.</Text>
              )}
            </Part>
            <Part id="home-members" title="Members who give" more={{ label: 'See every member', to: PATHS.members }}>
              {data.members.length ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                  {data.members.map((business) => (
                    <BusinessCard key={business.id} business={business} />
                  ))}
                </SimpleGrid>
              ) : (
                <Text c="dimmed">No business shows its profile publicly yet.</Text>
              )}
            </Part>
          </Stack>
        )}
      </QueryState>
    </PublicInfoPage>
  );
}
