import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { USEFUL_GUIDES, USEFUL_RESOURCE_CARDS, usefulResourcesTexts, type UsefulGuideSlug, type UsefulResourceCard } from '@goodhive/contract/texts';
import { ArrowRightIcon, BookIcon, DownloadIcon, FileTextIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-error';
import { downloadGuide } from '../api/media-kit';

const guideOf = (slug: string | undefined) => USEFUL_GUIDES.find((g) => g.slug === slug);

/** A topic card: its text and a link to the screen it talks about, or to its guide. */
function ResourceCard({ card, onGuide, pending }: { card: UsefulResourceCard; onGuide: (slug: UsefulGuideSlug) => void; pending: boolean }) {
  const guide = guideOf(card.guide);
  const titleId = `resource-${card.title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper p="lg" shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="md" variant="light" color="forest">
            <BookIcon size={20} />
          </ThemeIcon>
          <Title order={2} fz={17} c="forest.9" id={titleId} lh={1.3}>
            {card.title}
          </Title>
        </Group>
        <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
          {card.description}
        </Text>
        {card.path ? (
          <Anchor component={Link} to={card.path} fw={600} fz="sm">
            <Group gap={4} component="span">
              {card.link}
              <ArrowRightIcon size={14} />
            </Group>
          </Anchor>
        ) : guide ? (
          <Anchor component="button" type="button" fw={600} fz="sm" ta="left" disabled={pending} onClick={() => onGuide(guide.slug)} aria-label={`${card.link}: ${guide.title} (PDF)`}>
            <Group gap={4} component="span">
              {card.link}
              <DownloadIcon size={14} />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Route 'useful-resources' (/useful-resources): guides for members, each linking to its screen, and downloadable PDF guides. */
export function UsefulResourcesPage() {
  const guide = useMutation({ mutationFn: (slug: UsefulGuideSlug) => downloadGuide(slug) });
  return (
    <Stack gap="xl">
      <PageHeader eyebrow={usefulResourcesTexts.eyebrow} title={usefulResourcesTexts.title} description={usefulResourcesTexts.intro} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {USEFUL_RESOURCE_CARDS.map((card) => (
          <ResourceCard key={card.title} card={card} onGuide={(slug) => guide.mutate(slug)} pending={guide.isPending} />
        ))}
      </SimpleGrid>
      <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="guides-title">
        <Stack gap="md">
          <div>
            <Title order={2} fz={20} c="forest.9" id="guides-title">
              {usefulResourcesTexts.guidesTitle}
            </Title>
            <Text fz="sm" c="dimmed">
              {usefulResourcesTexts.guidesIntro}
            </Text>
          </div>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {USEFUL_GUIDES.map((g) => (
              <Group key={g.slug} component="li" justify="space-between" gap="sm" wrap="wrap" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px' }}>
                  <FileTextIcon size={20} />
                  <div>
                    <Text fw={650} fz="sm">
                      {g.title}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {g.summary}
                    </Text>
                  </div>
                </Group>
                <Button
                  size="xs"
                  variant="light"
                  color="forest"
                  leftSection={<DownloadIcon size={14} />}
                  loading={guide.isPending && guide.variables === g.slug}
                  onClick={() => guide.mutate(g.slug)}
                  aria-label={`${usefulResourcesTexts.download}: ${g.title}`}
                >
                  {usefulResourcesTexts.download}
                </Button>
              </Group>
            ))}
          </Stack>
          {guide.isError ? (
            <Text c="red.8" fz="sm" role="alert">
              {errorMessage(guide.error)}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
