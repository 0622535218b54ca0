import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PartnerPage } from '@goodhive/contract';
import { MapPinIcon } from '../../../components/ui/icons';
import { EmptyBlock, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { isNotFound } from '../../../lib/api-error';
import { useIdParam } from '../../../lib/hooks/use-id-param';
import { useSession } from '../../../lib/auth';
import { PATHS } from '../../../lib/paths';
import { ProjectCard } from '../../catalogue';
import { UpdateFeedCard } from '../../project-updates';
import { partnerPageQuery } from '../api/partner-page';
import classes from './wcu-partner-page.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz={24} c="forest.9" id={id} mb="md">
        {title}
      </Title>
      {children}
    </section>
  );
}

function PartnerView({ partner }: { partner: PartnerPage }) {
  const story = [
    { id: 'about-title', title: 'About us', text: partner.org_aboutus },
    { id: 'mission-title', title: 'Our mission', text: partner.org_mission },
    { id: 'story-title', title: 'Our story', text: partner.org_story },
  ].filter((s): s is { id: string; title: string; text: string } => Boolean(s.text));
  return (
    <Stack gap={48}>
      <header className={classes.hero}>
        {partner.org_image ? (
          <img src={partner.org_image} alt={`${partner.worthy_cause_name} logo`} className={classes.logo} />
        ) : (
          <div className={classes.logo} aria-hidden="true">
            {partner.worthy_cause_name.charAt(0).toUpperCase()}
          </div>
        )}
        <Stack gap="sm">
          <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.1em' }}>
            Worthy-cause partner
          </Text>
          <Title order={1} fz={{ base: 28, sm: 38 }} c="forest.9" lh={1.1}>
            {partner.worthy_cause_name}
          </Title>
          {partner.countries.length ? (
            <Group gap={6} role="group" aria-label="Countries it works in">
              <MapPinIcon size={16} />
              {partner.countries.map((c) => (
                <Badge key={c.id} variant="light" color="forest" tt="none" radius="sm">
                  {c.name}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </header>

      {story.length ? (
        <SimpleGrid cols={{ base: 1, md: story.length > 1 ? 2 : 1 }} spacing="lg">
          {story.map((s) => (
            <Paper key={s.id} p={{ base: 'lg', sm: 'xl' }} shadow="xs" component="section" aria-labelledby={s.id}>
              <Title order={2} fz={20} c="forest.9" id={s.id} mb="sm">
                {s.title}
              </Title>
              <Text className={classes.prose}>{s.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}

      <Section id="projects-title" title="Projects you can give to">
        {partner.projects.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="partner-projects">
            {partner.projects.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </SimpleGrid>
        ) : (
          <EmptyBlock
            title="No projects to give to right now"
            description="New projects appear here as soon as they go live."
            action={
              <Button component={Link} to={PATHS.viewAllProjects}>
                Explore every project
              </Button>
            }
          />
        )}
      </Section>

      <Section id="updates-title" title="Latest updates">
        {partner.updates.length ? (
          <Stack gap="lg" component="ul" className={classes.list}>
            {partner.updates.map((update) => (
              <li key={update.id}>
                <UpdateFeedCard update={update} headingOrder={3} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">No updates yet. News from the field appears here.</Text>
        )}
      </Section>
    </Stack>
  );
}

/** Route 'wcu_partner' (/wcu_partner/{id}), public: a worthy cause, where it works, its live projects and its news. */
export function WcuPartnerPage() {
  const { id, isValid } = useIdParam();
  const session = useSession();
  const page = useQuery({ ...partnerPageQuery(id, session.user?.id ?? 0), enabled: isValid && session.status !== 'loading' });
  const missing = !isValid || isNotFound(page.error);
  return (
    <div className={classes.frame}>
      {missing ? (
        <Stack gap="lg">
          <Title order={1} fz={{ base: 26, sm: 30 }} c="forest.9">
            This worthy cause is not available
          </Title>
          <EmptyBlock
            title="We could not find this worthy cause"
            description="The link may be old. Many projects are waiting for you in the catalogue."
            action={
              <Button component={Link} to={PATHS.viewAllProjects}>
                Explore projects
              </Button>
            }
          />
        </Stack>
      ) : page.isPending ? (
        <LoadingState label="Loading the worthy cause…" />
      ) : page.isError ? (
        <ErrorState title="This page could not be loaded" error={page.error} onRetry={() => void page.refetch()} retrying={page.isRefetching} />
      ) : (
        <PartnerView partner={page.data} />
      )}
    </div>
  );
}
