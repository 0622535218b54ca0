import { ActionIcon, Badge, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState, type Ref } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { uploadProjectImage } from '../../lib/image-upload';
import { moveItem } from '../../lib/list-order';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, TrashIcon } from './icons';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Small thumbnails, four a row on wide screens (a project form); or larger, three a row (an update). */
const THUMBNAILS = {
  small: { cols: { base: 2, sm: 3, md: 4 }, height: 110 },
  large: { cols: { base: 2, sm: 3 }, height: 120 },
} as const;

type ImagesFieldProps = {
  /** The images' addresses, in order. */
  value: string[];
  onChange: (images: string[]) => void;
  max: number;
  /** What one image is, e.g. 'Project image': each picture's text is that and its place ('Project image 2'). */
  itemName: string;
  /** Names the list, e.g. 'Project images, the cover first'. */
  listLabel: string;
  /** Said while there is no image yet. */
  emptyText: string;
  /** The upload button's words. */
  addLabel: string;
  testId: string;
  /** A visible label that names the whole field (when no section heading does). */
  label?: string;
  error?: string;
  /** Shown only: no upload, move or remove. */
  disabled?: boolean;
  /** The first image is the cover, and says so. */
  coverFirst?: boolean;
  thumbnails?: keyof typeof THUMBNAILS;
  /** Focus goes to the upload button when the form points at this field. */
  buttonRef?: Ref<HTMLButtonElement>;
};

/** Pictures uploaded at once (the server checks type and size), shown as previews, moved earlier or later, or removed. */
export function ImagesField(props: ImagesFieldProps) {
  const { value, onChange, max, itemName, listLabel, emptyText, addLabel, testId, label, error, disabled, coverFirst, thumbnails = 'large', buttonRef } = props;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = useId();
  const room = max - value.length;
  const { cols, height } = THUMBNAILS[thumbnails];

  const upload = async (files: File[]) => {
    setUploadError(null);
    setUploading(true);
    const added: string[] = [];
    try {
      for (const file of files.slice(0, room)) added.push((await uploadProjectImage(file)).data.url);
      if (files.length > room) setUploadError(`Only ${max} images fit: the rest were not added.`);
    } catch (failure) {
      setUploadError(failure instanceof ApiError ? (failure.fieldError('file') ?? failure.message) : errorMessage(failure));
    } finally {
      setUploading(false);
      if (added.length) onChange([...value, ...added]);
    }
  };

  return (
    <Stack gap="sm" {...(label ? { role: 'group', 'aria-labelledby': labelId } : {})}>
      {label ? (
        <Text fw={500} fz="sm" id={labelId}>
          {label}
        </Text>
      ) : null}
      {value.length ? (
        <SimpleGrid cols={cols} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={listLabel}>
          {value.map((url, index) => (
            <Paper key={url} component="li" withBorder radius="md" p={6} data-testid={testId}>
              <div style={{ position: 'relative' }}>
                <Image src={url} alt={`${itemName} ${index + 1}`} h={height} radius="sm" fit="cover" />
                {coverFirst && index === 0 ? (
                  <Badge pos="absolute" top={6} left={6} color="forest" variant="filled" tt="none" size="sm">
                    Cover
                  </Badge>
                ) : null}
              </div>
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
          {emptyText}
        </Text>
      )}
      {disabled ? null : (
        <Group gap="sm" align="center">
          <FileButton onChange={(files) => void upload(files)} accept={ACCEPT} multiple disabled={room <= 0 || uploading}>
            {(buttonProps) => (
              <Button {...buttonProps} ref={buttonRef} variant="default" leftSection={<PlusIcon size={16} />} loading={uploading} disabled={room <= 0}>
                {addLabel}
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="dimmed">
            PNG, JPEG, WebP or GIF, up to 5 MB each; at most {max}.
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
