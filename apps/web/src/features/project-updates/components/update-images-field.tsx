import { ActionIcon, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PROJECT_UPDATE_LIMITS } from '@goodhive/contract';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';
import { uploadUpdateImage } from '../api/partner-updates';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Moves one item of a list to another place (out-of-range moves change nothing). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

type UpdateImagesFieldProps = { value: string[]; onChange: (images: string[]) => void; error?: string; disabled?: boolean };

/** The update's pictures: uploaded at once (the server checks type and size), shown as previews, reordered or removed. */
export function UpdateImagesField({ value, onChange, error, disabled }: UpdateImagesFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const room = PROJECT_UPDATE_LIMITS.imagesMax - value.length;

  const upload = async (files: File[]) => {
    setUploadError(null);
    setUploading(true);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, room)) added.push((await uploadUpdateImage(file)).data.url);
      if (files.length > room) setUploadError(`Only ${PROJECT_UPDATE_LIMITS.imagesMax} images fit: the rest were not added.`);
    } catch (failure) {
      setUploadError(failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : errorMessage(failure));
    } finally {
      setUploading(false);
      if (added.length) onChange([...value, ...added]);
    }
  };

  return (
    <Stack gap="sm" role="group" aria-labelledby="update-images-label">
      <Text fw={500} fz="sm" id="update-images-label">
        Images
      </Text>
      {value.length ? (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Images of the update, in order">
          {value.map((url, index) => (
            <Paper key={url} component="li" withBorder radius="md" p={6} data-testid="update-image">
              <Image src={url} alt={`Update image ${index + 1}`} h={120} radius="sm" fit="cover" />
              {disabled ? null : (
                <Group justify="space-between" gap={4} mt={6} wrap="nowrap">
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon variant="subtle" color="forest" aria-label={`Move image ${index + 1} earlier`} disabled={index === 0} onClick={() => onChange(moveItem(value, index, index - 1))}>
                      <ArrowLeftIcon size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="forest" aria-label={`Move image ${index + 1} later`} disabled={index === value.length - 1} onClick={() => onChange(moveItem(value, index, index + 1))}>
                      <ArrowRightIcon size={16} />
                    </ActionIcon>
                  </Group>
                  <ActionIcon variant="subtle" color="red" c="red.9" aria-label={`Remove image ${index + 1}`} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Group>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      ) : (
        <Text fz="sm" c="dimmed">
          No images yet. Photos from the field show givers what their giving did.
        </Text>
      )}
      {disabled ? null : (
        <Group gap="sm" align="center">
          <FileButton onChange={(files) => void upload(files)} accept={ACCEPT} multiple disabled={room <= 0 || uploading}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<PlusIcon size={16} />} loading={uploading} disabled={room <= 0}>
                Add images
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="dimmed">
            PNG, JPEG, WebP or GIF, up to 5 MB each; at most {PROJECT_UPDATE_LIMITS.imagesMax}.
          </Text>
        </Group>
      )}
      {uploadError || error ? (
        <Text c="red.8" fz="sm" role="alert">
          {uploadError ?? error}
        </Text>
      ) : null}
    </Stack>
  );
}
