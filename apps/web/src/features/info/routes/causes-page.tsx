import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
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
import { causesQuery } from '../api/causes';
import { InfoPage } from '../components/info-page';
import type { InfoPageContent } from '../content/types';
import { PATHS } from '../../../lib/paths';

const content: InfoPageContent = {
  eyebrow: 'Causes',
  title: 'The causes our partners work on',
  intro: 'Every project on Goodhive belongs to one of these causes. Pick the ones that matter to you and your customers; our partners take care of the rest.',
  style: 'cards',
  sections: [],
  links: [
    { label: 'Join Goodhive', to: PATHS.join, primary: true },
    { label: 'How it works', to: PATHS.howItWorks },
  ],
};

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

/** Route 'public.causes': the live list of impact categories and the project categories under each. */
export function CausesPage() {
  const causes = useQuery(causesQuery());
  return (
    <InfoPage content={content}>
      <QueryState query={causes} loadingLabel="Loading causes…" errorTitle="The causes could not be loaded" empty={{ title: 'No causes are listed yet' }}>
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
                    ) : (
                      <Text fz="sm" c="dimmed">
                        Projects in this cause are being prepared.
                      </Text>
                    )}
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
    </InfoPage>
  );
}
