import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-error';

type Props = {
  label: string;
  description: string;
  /** The saved image, if any. */
  src: string | null;
  alt: string;
  /** Preview box size: a square picture or a wide banner. */
  shape?: 'square' | 'round' | 'banner';
  disabled?: boolean;
  pending: boolean;
  error: unknown;
  onPick: (file: File) => void;
};

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** An image with its preview: the picked file shows at once while it uploads; the saved one afterwards. */
export function ImageUploadField({ label, description, src, alt, shape = 'square', disabled, pending, error, onPick }: Props) {
  const [preview, setPreview] = useState<string | null>(null);
  // The local preview lasts while the upload runs; the saved image (or the old one, on failure) takes over after.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending && preview) {
      URL.revokeObjectURL(preview);
      setPreview(null);
    }
    wasPending.current = pending;
  }, [pending, preview]);
  const shown = preview ?? src;
  const box = shape === 'banner' ? { w: '100%', h: 120, maw: 420 } : { w: 104, h: 104 };
  const radius = 'md';
  const round = shape === 'round' ? { borderRadius: '50%' } : {};
  const message = error ? ((error instanceof ApiError && error.fieldError('file')) || (error instanceof ApiError && error.fieldError('image')) || errorMessage(error)) : null;
  return (
    <Group align="flex-start" gap="lg" wrap={shape === 'banner' ? 'wrap' : 'nowrap'}>
      {shown ? (
        <Image src={shown} alt={alt} {...box} radius={radius} fit="cover" style={{ opacity: preview ? 0.7 : 1, flexShrink: 0, ...round }} />
      ) : (
        <Paper {...box} radius={radius} bg="gray.1" style={{ display: 'grid', placeItems: 'center', flexShrink: 0, ...round }} aria-hidden="true">
          <Text c="dimmed" fz="xs">
            No image yet
          </Text>
        </Paper>
      )}
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm">
          {label}
        </Text>
        <Text fz="xs" c="dimmed" maw={360}>
          {description} PNG, JPEG, WebP or GIF.
        </Text>
        <FileButton
          onChange={(file) => {
            if (!file) return;
            setPreview(URL.createObjectURL(file));
            onPick(file);
          }}
          accept={IMAGE_TYPES}
          disabled={disabled}
        >
          {(props) => (
            <Button {...props} variant="default" loading={pending} w="fit-content" aria-label={`${src ? 'Change' : 'Upload'} ${label.toLowerCase()}`}>
              {src ? 'Change image' : 'Upload image'}
            </Button>
          )}
        </FileButton>
        {message ? (
          <Text c="red.8" fz="sm" role="alert">
            {message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
