import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { PROJECT_LIMITS } from '@goodhive/contract';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { uploadProjectImage } from '../api/lookups';
import type { ProjectFormValues } from '../project-form-values';
import { listError } from './form-section';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Moves one item of a list to another place. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** The project's pictures: upload (checked by the server), reorder, remove; the first is the cover. */
export function ImagesField({ name = 'images' }: { name?: 'images' }) {
  const { control } = useFormContext<ProjectFormValues>();
  const { field, fieldState } = useController({ control, name });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const images = field.value;
  const room = PROJECT_LIMITS.imagesMax - images.length;

  const upload = async (files: File[]) => {
    setUploadError(null);
    setUploading(true);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, room)) {
        const result = await uploadProjectImage(file);
        added.push(result.data.url);
      }
      if (files.length > room) setUploadError(`Only ${PROJECT_LIMITS.imagesMax} images fit: the rest were not added.`);
    } catch (error) {
      setUploadError(error instanceof ApiError ? (error.fieldError('file') ?? error.message) : errorMessage(error));
    } finally {
      setUploading(false);
      if (added.length) field.onChange([...images, ...added]);
    }
  };

  return (
    <Stack gap="sm">
      {images.length ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Project images, the cover first">
          {images.map((url, index) => (
            <Paper key={url} component="li" withBorder radius="md" p={6} data-testid="project-image">
              <div style={{ position: 'relative' }}>
                <Image src={url} alt={`Project image ${index + 1}`} h={110} radius="sm" fit="cover" />
                {index === 0 ? (
                  <Badge pos="absolute" top={6} left={6} color="forest" variant="filled" tt="none" size="sm">
                    Cover
                  </Badge>
                ) : null}
              </div>
              <Group justify="space-between" gap={4} mt={6} wrap="nowrap">
                <Group gap={2} wrap="nowrap">
                  <ActionIcon variant="subtle" color="forest" aria-label={`Move image ${index + 1} earlier`} disabled={index === 0} onClick={() => field.onChange(moveItem(images, index, index - 1))}>
                    <ArrowLeftIcon size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="forest" aria-label={`Move image ${index + 1} later`} disabled={index === images.length - 1} onClick={() => field.onChange(moveItem(images, index, index + 1))}>
                    <ArrowRightIcon size={16} />
                  </ActionIcon>
                </Group>
                <ActionIcon variant="subtle" color="red.8" aria-label={`Remove image ${index + 1}`} onClick={() => field.onChange(images.filter((_, i) => i !== index))}>
                  <TrashIcon size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Text fz="sm" c="dimmed">
          No images yet. The first image is the cover givers see in the project list.
        </Text>
      )}
      <Group gap="sm" align="center">
        <FileButton onChange={(files) => void upload(files)} accept={ACCEPT} multiple disabled={room <= 0 || uploading}>
          {(props) => (
            <Button {...props} ref={field.ref} variant="default" leftSection={<PlusIcon size={16} />} loading={uploading} disabled={room <= 0}>
              Upload images
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          PNG, JPEG, WebP or GIF, up to 5 MB each; at most {PROJECT_LIMITS.imagesMax}.
        </Text>
      </Group>
      {uploadError || fieldState.error ? (
        <Text c="red.8" fz="sm" role="alert">
          {uploadError ?? listError(fieldState.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
