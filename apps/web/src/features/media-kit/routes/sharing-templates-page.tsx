import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MediaKit } from '@goodhive/contract';
import { MEDIA_KIT_SECTIONS } from '@goodhive/contract/texts';
import { DownloadIcon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { downloadTemplatePng, downloadTemplateSvg, mediaKitQuery, templateArtQuery } from '../api/media-kit';
import { FiguresNote } from '../components/figures-note';
import { MediaKitShell } from '../components/media-kit-shell';

const section = MEDIA_KIT_SECTIONS.find((s) => s.key === 'sharing-templates')!;
type Template = MediaKit['templates'][number];

/** The template's image from its SVG blob. */
function TemplateImage({ svg, template, alt }: { svg: Blob | undefined; template: Template; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!svg) return;
    const next = URL.createObjectURL(svg);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [svg]);
  const frame = { aspectRatio: `${template.width} / ${template.height}`, maxHeight: 420, width: 'auto', maxWidth: '100%', borderRadius: 10, display: 'block', margin: '0 auto' } as const;
  if (!url) return <Skeleton radius="md" style={{ ...frame, width: '100%' }} />;
  return <img src={url} alt={alt} style={{ ...frame, height: 'auto' }} />;
}

function TemplateCard({ kit, template, userId, account }: { kit: MediaKit; template: Template; userId: number; account: string }) {
  const art = useQuery(templateArtQuery(userId, account, template.id));
  const png = useMutation({ mutationFn: (svg: Blob) => downloadTemplatePng(svg, template, kit.figures.name) });
  const titleId = `template-${template.id}`;
  return (
    <Paper p="md" shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        {art.isError ? (
          <ErrorState error={art.error} onRetry={() => void art.refetch()} retrying={art.isRefetching} />
        ) : (
          <TemplateImage svg={art.data} template={template} alt={`${template.label} for ${kit.figures.name}`} />
        )}
        <div>
          <Title order={3} fz={16} c="forest.9" id={titleId}>
            {template.label}
          </Title>
          <Text fz="xs" c="dimmed">
            {template.width} × {template.height} px · {template.use}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            color="honey"
            leftSection={<DownloadIcon size={14} />}
            disabled={!art.data}
            loading={png.isPending}
            onClick={() => art.data && png.mutate(art.data)}
            aria-label={`Download ${template.label.toLowerCase()} as PNG`}
          >
            PNG
          </Button>
          <Button
            size="xs"
            variant="light"
            color="forest"
            leftSection={<DownloadIcon size={14} />}
            disabled={!art.data}
            onClick={() => art.data && downloadTemplateSvg(art.data, template)}
            aria-label={`Download ${template.label.toLowerCase()} as SVG`}
          >
            SVG
          </Button>
        </Group>
        {png.isError ? (
          <Text c="red.8" fz="sm" role="alert">
            {errorMessage(png.error)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Route 'media-kit-sharing-templates': social post images with the account's name and live figures, as PNG or SVG. */
export function SharingTemplatesPage() {
  const user = useSignedInUser();
  const kit = useQuery(mediaKitQuery(user.id, user.account));
  return (
    <MediaKitShell current="sharing-templates" title={section.title} description={section.summary}>
      {kit.isPending ? (
        <LoadingState label="Preparing your templates…" />
      ) : kit.isError ? (
        <ErrorState error={kit.error} onRetry={() => void kit.refetch()} retrying={kit.isRefetching} />
      ) : (
        <Stack gap="md">
          <FiguresNote kit={kit.data} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {kit.data.templates.map((template) => (
              <TemplateCard key={template.id} kit={kit.data} template={template} userId={user.id} account={user.account} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </MediaKitShell>
  );
}
