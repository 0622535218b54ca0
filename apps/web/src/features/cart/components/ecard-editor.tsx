import { Button, Group, Radio, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ECARD_MESSAGE_MAX } from '@goodhive/contract/texts';
import { ErrorState } from '../../../components/ui/query-state';
import { ecardPreviewQuery } from '../api/ecard-preview';
import { ecardTemplatesQuery } from '../api/ecard-templates';
import type { EcardDraft, EcardField } from '../ecard-draft';
import { CheckIcon, GiftIcon } from '../../../components/ui/icons';
import classes from './ecard-editor.module.css';

/** How long typing pauses before the preview is drawn again. */
const PREVIEW_DEBOUNCE_MS = 450;

/** An object URL for a blob, released when the blob changes or the screen closes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

function EcardPreview({ draft }: { draft: EcardDraft }) {
  const [message] = useDebouncedValue(draft.message, PREVIEW_DEBOUNCE_MS);
  const [recipientName] = useDebouncedValue(draft.recipientName, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery(ecardPreviewQuery({ templateId: draft.templateId, message, recipientName }));
  const url = useObjectUrl(preview.data);
  return (
    <figure className={classes.preview}>
      {preview.isError && !url ? (
        <ErrorState title="The preview could not be drawn" error={preview.error} onRetry={() => void preview.refetch()} />
      ) : url ? (
        <img src={url} alt="Preview of your gift e-card with your message" className={classes.previewImage} width={800} height={600} />
      ) : (
        <Skeleton className={classes.previewImage} radius="md" aria-label="Drawing the preview" />
      )}
      <figcaption className={classes.caption}>
        <Text fz="xs" c="dimmed">
          Preview{preview.isFetching ? ' (updating…)' : ''}. The card is e-mailed once your payment is received.
        </Text>
      </figcaption>
    </figure>
  );
}

export type EcardEditorProps = {
  draft: EcardDraft;
  onChange: (draft: EcardDraft) => void;
  /** Shown once the user tried to save or check out. */
  errors: Partial<Record<EcardField, string>>;
  isSaved: boolean;
  saving: boolean;
  onSave: () => void;
  /** Switching the card off removes a saved card at once. */
  onToggle: (enabled: boolean) => void;
};

/**
 * The optional gift e-card of the giving cart: a template, a message of up to ECARD_MESSAGE_MAX characters,
 * the recipient, and a live preview drawn by the server.
 */
export function EcardEditor({ draft, onChange, errors, isSaved, saving, onSave, onToggle }: EcardEditorProps) {
  const templates = useQuery(ecardTemplatesQuery());
  const set = <K extends keyof EcardDraft>(key: K, value: EcardDraft[K]) => onChange({ ...draft, [key]: value });

  return (
    <section aria-labelledby="ecard-title" className={classes.section} id="ecard">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.heading}>
          <span className={classes.icon} aria-hidden="true">
            <GiftIcon size={22} />
          </span>
          <div>
            <Title order={2} fz={20} c="forest.9" id="ecard-title">
              Gift e-card <Text span c="dimmed" fz="sm" fw={500}>(optional)</Text>
            </Title>
            <Text fz="sm" c="dimmed">
              Give in someone&apos;s name: we e-mail them a card with your message.
            </Text>
          </div>
        </Group>
        <Switch
          checked={draft.enabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          label="Send an e-card"
          labelPosition="left"
          color="forest"
          disabled={saving}
          className={classes.switch}
        />
      </Group>

      {draft.enabled ? (
        <div className={classes.body}>
          <Stack gap="md" className={classes.form}>
            {templates.isError ? (
              <ErrorState title="The designs could not be loaded" error={templates.error} onRetry={() => void templates.refetch()} />
            ) : (
              <Radio.Group label="Design" value={String(draft.templateId)} onChange={(value) => set('templateId', Number(value))} error={errors.templateId}>
                <SimpleGrid cols={3} spacing="xs" mt={6}>
                  {(templates.data ?? []).map((template) => (
                    <Radio.Card key={template.id} value={String(template.id)} radius="md" p={{ base: 6, xs: 'xs' }} className={classes.template}>
                      <span
                        className={classes.swatch}
                        style={{ background: template.background, borderTopColor: template.accent }}
                        aria-hidden="true"
                      >
                        {template.headline}
                      </span>
                      <Group gap={6} wrap="nowrap" mt={8} align="flex-start">
                        <Radio.Indicator size="xs" mt={2} />
                        <Text fz={{ base: 'xs', xs: 'sm' }} fw={600} lh={1.3}>
                          {template.name}
                        </Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="Recipient's name"
                description="As the card greets them"
                value={draft.recipientName}
                onChange={(event) => set('recipientName', event.currentTarget.value)}
                maxLength={120}
                autoComplete="off"
                error={errors.recipientName}
              />
              <TextInput
                label="Recipient's e-mail"
                description="Where we send the card"
                type="email"
                value={draft.recipientEmail}
                onChange={(event) => set('recipientEmail', event.currentTarget.value)}
                maxLength={254}
                autoComplete="off"
                error={errors.recipientEmail}
              />
            </SimpleGrid>
            <Textarea
              label="Your message"
              value={draft.message}
              onChange={(event) => set('message', event.currentTarget.value)}
              maxLength={ECARD_MESSAGE_MAX}
              autosize
              minRows={4}
              maxRows={10}
              error={errors.message}
              description={`${draft.message.length} of ${ECARD_MESSAGE_MAX} characters`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Group gap="sm" role="status" mih={36}>
              {isSaved ? (
                <Group gap={6} c="forest.8" wrap="nowrap">
                  <CheckIcon size={18} />
                  <Text fz="sm" fw={600}>
                    E-card saved with your cart
                  </Text>
                </Group>
              ) : (
                <>
                  <Button onClick={onSave} loading={saving} color="forest">
                    Save e-card
                  </Button>
                  <Text fz="sm" c="dimmed">
                    Not saved yet: checking out saves it too.
                  </Text>
                </>
              )}
            </Group>
          </Stack>
          <EcardPreview draft={draft} />
        </div>
      ) : null}
    </section>
  );
}
