import { Alert, Button, Checkbox, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import type { WebhookEndpoint } from '@goodhive/contract';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, webhookEventLabels, webhookScreenTexts as t, type WebhookEventType, type WebhookMode } from '@goodhive/contract/texts';
import { ApiError, errorMessage } from '../../../lib/api-error';

export type EndpointFormValues = { url: string; description: string; events: WebhookEventType[]; mode: WebhookMode };

type Props = {
  /** The endpoint being edited; a new one otherwise (its mode is chosen only when it is added). */
  endpoint?: WebhookEndpoint;
  pending: boolean;
  error: unknown;
  onSubmit: (values: EndpointFormValues) => void;
  onCancel: () => void;
};

const fieldError = (error: unknown, field: string) => (error instanceof ApiError ? error.errors?.[field]?.[0] : undefined);

/** The add and edit form of an endpoint: its URL, description, events and (when added) live or test mode. */
export function EndpointForm({ endpoint, pending, error, onSubmit, onCancel }: Props) {
  const titleId = useId();
  const [values, setValues] = useState<EndpointFormValues>({
    url: endpoint?.url ?? '',
    description: endpoint?.description ?? '',
    events: endpoint?.events ?? ['giving.paid'],
    mode: endpoint?.mode ?? 'live',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ ...values, url: values.url.trim(), description: values.description.trim() });
  };
  const urlError = fieldError(error, 'url');
  const eventsError = fieldError(error, 'events');
  const general = error && !urlError && !eventsError ? errorMessage(error) : null;
  return (
    <Paper p="lg" withBorder component="form" onSubmit={submit} aria-labelledby={titleId} data-testid="webhook-endpoint-form">
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          {endpoint ? t.editEndpoint : t.addEndpoint}
        </Title>
        <TextInput
          label={t.url}
          placeholder="https://example.com/goodhive/webhooks"
          required
          type="url"
          maxLength={WEBHOOK_LIMITS.urlMaxLength}
          value={values.url}
          error={urlError}
          onChange={(e) => setValues({ ...values, url: e.currentTarget.value })}
        />
        <TextInput label={t.description} maxLength={WEBHOOK_LIMITS.descriptionMaxLength} value={values.description} onChange={(e) => setValues({ ...values, description: e.currentTarget.value })} />
        <Checkbox.Group label={t.events} withAsterisk value={values.events} error={eventsError} onChange={(events) => setValues({ ...values, events: events as WebhookEventType[] })}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={
                  <Text component="span" fz="sm">
                    <Text component="span" fw={600} ff="monospace" fz="sm">
                      {type}
                    </Text>{' '}
                    {webhookEventLabels[type].description}
                  </Text>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {endpoint ? null : (
          <Radio.Group label={t.mode} value={values.mode} onChange={(mode) => setValues({ ...values, mode: mode as WebhookMode })}>
            <Group mt={6}>
              <Radio value="live" label={t.modeLive} />
              <Radio value="test" label={t.modeTest} />
            </Group>
          </Radio.Group>
        )}
        {general ? <Alert color="red">{general}</Alert> : null}
        <Group>
          <Button type="submit" loading={pending} disabled={values.events.length === 0}>
            {t.save}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
