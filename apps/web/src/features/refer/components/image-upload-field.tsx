import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { uploadProjectImage } from '../../../lib/image-upload';

/** One uploaded picture (a logo, a banner): a preview, Upload and Remove; the value is the stored file's address. */
export function ImageUploadField({ label, value, onChange, error, previewHeight = 80 }: { label: string; value: string | null; onChange: (url: string | null) => void; error?: string | null; previewHeight?: number }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setFailed(null);
    try {
      onChange((await uploadProjectImage(file)).data.url);
    } catch (e) {
      setFailed(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} component="span">
        {label}
      </Text>
      {value ? <Image src={value} alt={`${label} preview`} h={previewHeight} w="auto" fit="contain" radius="sm" style={{ alignSelf: 'flex-start' }} /> : null}
      <Group gap="sm">
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={busy} aria-label={`Upload ${label.toLowerCase()}`}>
              {value ? 'Replace' : 'Upload'}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChange(null)} aria-label={`Remove ${label.toLowerCase()}`}>
            Remove
          </Button>
        ) : null}
      </Group>
      {failed || error ? (
        <Text fz="xs" c="red" role="alert">
          {failed ?? error}
        </Text>
      ) : null}
    </Stack>
  );
}
