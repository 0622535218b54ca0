import { Box, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { BRAND_PALETTE, BRAND_RULES, BRAND_TYPOGRAPHY, MEDIA_KIT_SECTIONS, mediaKitTexts } from '@goodhive/contract/texts';
import { DownloadIcon } from '../../../components/ui/icons';
import { LogoMark } from '../../../components/ui/logo';
import { errorMessage } from '../../../lib/api-error';
import { downloadBrandGuideline } from '../api/media-kit';
import { CopyValueButton } from '../components/copy-button';
import { MediaKitShell } from '../components/media-kit-shell';

const section = MEDIA_KIT_SECTIONS.find((s) => s.key === 'brand-guideline')!;

function Palette() {
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="palette-title">
      <Title order={2} fz={20} c="forest.9" id="palette-title" mb="md">
        Colours
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {BRAND_PALETTE.map((colour) => (
          <li key={colour.hex}>
            <Stack gap={6}>
              <Box h={72} bg={colour.hex} style={{ borderRadius: 12, border: '1px solid var(--mantine-color-gray-3)' }} aria-hidden="true" />
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <div>
                  <Text fw={650} fz="sm">
                    {colour.name}
                  </Text>
                  <Text fz="sm" ff="monospace" c="dimmed">
                    {colour.hex.toUpperCase()}
                  </Text>
                </div>
                <CopyValueButton value={colour.hex.toUpperCase()} what={`${colour.name} ${colour.hex.toUpperCase()}`} />
              </Group>
              <Text fz="xs" c="dimmed">
                {colour.role}
              </Text>
            </Stack>
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

function Typography() {
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="type-title">
      <Title order={2} fz={20} c="forest.9" id="type-title" mb="md">
        Typography
      </Title>
      <Stack gap="lg">
        {BRAND_TYPOGRAPHY.map((type) => (
          <Stack key={type.family} gap={4}>
            <Text fz="xs" fw={700} tt="uppercase" c="honey.8" style={{ letterSpacing: '0.08em' }}>
              {type.role}: {type.family}
            </Text>
            <Text ff={type.role === 'Headings' ? 'heading' : 'text'} fw={type.role === 'Headings' ? 600 : 400} fz={type.role === 'Headings' ? 28 : 18} c="forest.9" lh={1.3}>
              {type.sample}
            </Text>
            <Text fz="sm" c="dimmed">
              {type.weights}. {type.usage}
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Text fz="xs" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                font-family: {type.stack}
              </Text>
              <CopyValueButton value={`font-family: ${type.stack};`} what={`the ${type.family} font stack`} />
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Rules() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="do-title">
        <Title order={2} fz={18} c="forest.9" id="do-title" mb="sm">
          Do
        </Title>
        <List spacing={6} fz="sm">
          {BRAND_RULES.do.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Paper>
      <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="dont-title">
        <Title order={2} fz={18} c="forest.9" id="dont-title" mb="sm">
          Don’t
        </Title>
        <List spacing={6} fz="sm">
          {BRAND_RULES.dont.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </Paper>
    </SimpleGrid>
  );
}

/** Route 'media-kit-brand-guideline': the logo's rules, the palette with copyable hex values, the typefaces and the guideline PDF. */
export function BrandGuidelinePage() {
  const pdf = useMutation({ mutationFn: downloadBrandGuideline });
  return (
    <MediaKitShell
      current="brand-guideline"
      title={section.title}
      description={section.summary}
      actions={
        <Stack gap={4} mt="xs" align="flex-start">
          <Button color="honey" leftSection={<DownloadIcon size={16} />} loading={pdf.isPending} onClick={() => pdf.mutate()}>
            {mediaKitTexts.guidelinePdf}
          </Button>
          {pdf.isError ? (
            <Text c="red.8" fz="sm" role="alert">
              {errorMessage(pdf.error)}
            </Text>
          ) : null}
        </Stack>
      }
    >
      <Paper p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section" aria-labelledby="mark-title">
        <Group gap="xl" wrap="wrap" align="center">
          <LogoMark size={88} />
          <Stack gap={6} style={{ flex: '1 1 280px' }}>
            <Title order={2} fz={20} c="forest.9" id="mark-title">
              The mark
            </Title>
            <Text fz="sm">
              A honey hexagon holding a forest-green heart: a hive that gives. Keep clear space of half the mark’s height around it, and show it at least 24 px tall.
            </Text>
          </Stack>
        </Group>
      </Paper>
      <Palette />
      <Typography />
      <Rules />
    </MediaKitShell>
  );
}
