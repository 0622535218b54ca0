import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MediaKit } from '@goodhive/contract';
import { MEDIA_KIT_SECTIONS } from '@goodhive/contract/texts';
import { DownloadIcon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { downloadWrittenPiece, mediaKitQuery } from '../api/media-kit';
import { CopyValueButton } from '../components/copy-button';
import { FiguresNote } from '../components/figures-note';
import { MediaKitShell } from '../components/media-kit-shell';

const section = MEDIA_KIT_SECTIONS.find((s) => s.key === 'written-content')!;

function PieceCard({ piece }: { piece: MediaKit['written'][number] }) {
  const txt = useMutation({ mutationFn: () => downloadWrittenPiece(piece.id, piece.file_name) });
  const titleId = `piece-${piece.id}`;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz={18} c="forest.9" id={titleId}>
              {piece.title}
            </Title>
            <Text fz="xs" c="dimmed">
              {piece.use}
            </Text>
          </div>
          <Group gap="xs">
            <CopyValueButton value={piece.text} what={piece.title.toLowerCase()} size="sm" />
            <Button
              size="sm"
              variant="default"
              leftSection={<DownloadIcon size={14} />}
              loading={txt.isPending}
              onClick={() => txt.mutate()}
              aria-label={`Download ${piece.title.toLowerCase()} as a text file`}
            >
              .txt
            </Button>
          </Group>
        </Group>
        <Text
          fz="sm"
          p="md"
          bg="var(--goodhive-page-bg)"
          style={{ whiteSpace: 'pre-wrap', borderRadius: 10, border: '1px solid var(--mantine-color-gray-3)' }}
          data-testid={`piece-${piece.id}`}
        >
          {piece.text}
        </Text>
        {txt.isError ? (
          <Text c="red.8" fz="sm" role="alert">
            {errorMessage(txt.error)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Route 'media-kit-written-content': ready-to-use texts with the account's name and live figures, to copy or download. */
export function WrittenContentPage() {
  const user = useSignedInUser();
  const kit = useQuery(mediaKitQuery(user.id, user.account));
  return (
    <MediaKitShell current="written-content" title={section.title} description={section.summary}>
      {kit.isPending ? (
        <LoadingState label="Preparing your texts…" />
      ) : kit.isError ? (
        <ErrorState error={kit.error} onRetry={() => void kit.refetch()} retrying={kit.isRefetching} />
      ) : (
        <Stack gap="md">
          <FiguresNote kit={kit.data} />
          {kit.data.written.map((piece) => (
            <PieceCard key={piece.id} piece={piece} />
          ))}
        </Stack>
      )}
    </MediaKitShell>
  );
}
