import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MEDIA_KIT_BADGES, MEDIA_KIT_BADGE_SIZES, MEDIA_KIT_LOGOS, MEDIA_KIT_SECTIONS, PRODUCT_NAME } from '@goodhive/contract/texts';
import { AssetCard } from '../components/asset-card';
import { MediaKitShell } from '../components/media-kit-shell';

const section = MEDIA_KIT_SECTIONS.find((s) => s.key === 'visual-elements')!;

/** Route 'media-kit-visual-elements': the logo in light and dark and the member badge in three sizes, as SVG and PNG. */
export function VisualElementsPage() {
  const logos = (['light', 'dark'] as const).map((tone) => MEDIA_KIT_LOGOS.filter((l) => l.background === tone));
  return (
    <MediaKitShell current="visual-elements" title={section.title} description={section.summary}>
      <Stack gap="md" component="section" aria-labelledby="logos-title">
        <div>
          <Title order={2} fz={20} c="forest.9" id="logos-title">
            {PRODUCT_NAME} logo
          </Title>
          <Text fz="sm" c="dimmed">
            SVG stays sharp at any size; use PNG where SVG is not accepted. Both have a transparent background.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {logos.map((formats) => (
            <AssetCard key={formats[0]!.file} title={formats[0]!.label} formats={formats} alt={`${PRODUCT_NAME} logo`} previewHeight={80} />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="badge-title">
        <div>
          <Title order={2} fz={20} c="forest.9" id="badge-title">
            ‘We give with {PRODUCT_NAME}’ badge
          </Title>
          <Text fz="sm" c="dimmed">
            For members only: put it in your website footer, on your checkout page, receipts or packaging, and link it to your business profile.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {MEDIA_KIT_BADGE_SIZES.map((size) => {
            const formats = MEDIA_KIT_BADGES.filter((b) => b.width === size);
            return <AssetCard key={size} title={formats[0]!.label} formats={formats} alt={`We give with ${PRODUCT_NAME} badge`} previewHeight={Math.min(size, 120)} />;
          })}
        </SimpleGrid>
      </Stack>
      <Paper p="md" shadow="xs">
        <Text fz="sm" c="dimmed">
          Please use these files unchanged. The brand guideline explains clear space, minimum sizes and which version to use where.
        </Text>
      </Paper>
    </MediaKitShell>
  );
}
