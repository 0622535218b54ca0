import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { mediaKitAssetUrl, type MediaKitAsset } from '@goodhive/contract/texts';
import { DownloadIcon } from '../../../components/ui/icons';

/** One static file of the kit: its preview on the background it is made for, and a download link per format. */
export function AssetCard({ title, formats, alt, previewHeight = 120 }: { title: string; formats: readonly MediaKitAsset[]; alt: string; previewHeight?: number }) {
  const first = formats[0]!;
  const preview = formats.find((f) => f.format === 'SVG') ?? first;
  return (
    <Paper p="md" shadow="xs" component="article" aria-label={title}>
      <Stack gap="sm">
        <Box
          h={previewHeight + 32}
          p="md"
          style={{
            borderRadius: 12,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: first.background === 'dark' ? 'var(--mantine-color-forest-8)' : 'var(--goodhive-page-bg)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          <img src={mediaKitAssetUrl(preview)} alt={alt} style={{ maxHeight: previewHeight, maxWidth: '100%', height: 'auto' }} loading="lazy" />
        </Box>
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Text fw={650} fz="sm">
              {title}
            </Text>
            <Text fz="xs" c="dimmed">
              {first.width} × {first.height} px
            </Text>
          </div>
          <Group gap={6}>
            {formats.map((f) => (
              <Button
                key={f.file}
                component="a"
                href={mediaKitAssetUrl(f)}
                download={f.file}
                size="xs"
                variant="light"
                color="forest"
                leftSection={<DownloadIcon size={14} />}
                aria-label={`Download ${title.toLowerCase()} as ${f.format}`}
              >
                {f.format}
              </Button>
            ))}
          </Group>
        </Group>
        {first.background === 'dark' ? (
          <Badge variant="light" color="gray" size="sm" tt="none" w="fit-content">
            For dark backgrounds
          </Badge>
        ) : null}
      </Stack>
    </Paper>
  );
}
