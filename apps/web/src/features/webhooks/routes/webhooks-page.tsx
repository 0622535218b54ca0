import { Alert, Badge, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@goodhive/contract';
import { webhookMessages, webhookScreenTexts as t } from '@goodhive/contract/texts';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLinks } from '../../../components/ui/page-links';
import { DEVELOPER_PAGES } from '../../../lib/developer-pages';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { useSignedInUser } from '../../../lib/auth';
import { formatDisplayDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { endpointsQuery, useCreateEndpoint, useDeleteEndpoint, useRotateSecret, useUpdateEndpoint } from '../api/webhooks';
import { Deliveries } from '../components/deliveries';
import { EndpointForm } from '../components/endpoint-form';

/** The signing secret of a new or rotated endpoint: shown once, with a copy button. */
function SecretNotice({ endpoint, onClose }: { endpoint: WebhookEndpointWithSecret; onClose: () => void }) {
  return (
    <Alert color="honey" title={t.secretTitle} role="status" data-testid="webhook-secret">
      <Stack gap="xs">
        <Text fz="sm">{t.secretHint}</Text>
        <Text fz="sm" ff="monospace">
          {endpoint.url}
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="webhook-secret-value">
            {endpoint.secret}
          </Code>
          <CopyButton value={endpoint.secret} timeout={2000}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t.copied : t.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button size="xs" variant="default" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function EndpointCard({ endpoint, onSecret }: { endpoint: WebhookEndpoint; onSecret: (e: WebhookEndpointWithSecret) => void }) {
  const [editing, setEditing] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateEndpoint();
  const rotate = useRotateSecret();
  const remove = useDeleteEndpoint();
  const titleId = `webhook-endpoint-${endpoint.id}`;
  const status = endpoint.enabled ? t.active : endpoint.disabled_reason === 'failing' ? t.disabledFailing : t.disabledManual;
  if (editing) {
    return (
      <EndpointForm
        endpoint={endpoint}
        pending={update.isPending}
        error={update.error}
        onCancel={() => setEditing(false)}
        onSubmit={(v) =>
          update.mutate(
            { id: endpoint.id, body: { url: v.url, description: v.description || null, events: v.events } },
            {
              onSuccess: () => {
                toast.success(webhookMessages.saved);
                setEditing(false);
              },
            },
          )
        }
      />
    );
  }
  const actionError = update.error ?? rotate.error ?? remove.error;
  return (
    <Paper p="lg" withBorder component="section" aria-labelledby={titleId} data-testid="webhook-endpoint">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
            <Title order={2} fz="h5" id={titleId} ff="monospace" style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Title>
            {endpoint.description ? <Text fz="sm">{endpoint.description}</Text> : null}
            <Group gap={6}>
              <Badge variant="light" color={endpoint.enabled ? 'forest' : 'red'}>
                {status}
              </Badge>
              <Badge variant="outline" color={endpoint.mode === 'live' ? 'forest' : 'gray'}>
                {endpoint.mode === 'live' ? 'Live' : 'Test'}
              </Badge>
              {endpoint.events.map((e) => (
                <Badge key={e} variant="default" tt="none" ff="monospace">
                  {e}
                </Badge>
              ))}
            </Group>
            <Text fz="xs" c="dimmed">
              Secret ending in …{endpoint.secret_hint} · added {formatDisplayDateTime(endpoint.created_at)}
              {endpoint.disabled_at ? ` · disabled ${formatDisplayDateTime(endpoint.disabled_at)}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setEditing(true)} aria-label={`${t.edit} ${endpoint.url}`}>
              {t.edit}
            </Button>
            <Button
              size="xs"
              variant="light"
              color={endpoint.enabled ? 'gray' : 'forest'}
              loading={update.isPending}
              aria-label={`${endpoint.enabled ? t.disable : t.enable} ${endpoint.url}`}
              onClick={() => update.mutate({ id: endpoint.id, body: { enabled: !endpoint.enabled } }, { onSuccess: () => toast.success(endpoint.enabled ? webhookMessages.disabled : webhookMessages.enabled) })}
            >
              {endpoint.enabled ? t.disable : t.enable}
            </Button>
            <Button size="xs" variant="light" loading={rotate.isPending} aria-label={`${t.rotate} ${endpoint.url}`} onClick={() => rotate.mutate(endpoint.id, { onSuccess: (r) => onSecret(r.data) })}>
              {t.rotate}
            </Button>
            <Button size="xs" variant="light" color="red" aria-label={`${t.delete} ${endpoint.url}`} onClick={() => setConfirmDelete(true)}>
              {t.delete}
            </Button>
          </Group>
        </Group>
        {confirmDelete ? (
          <Alert color="red" title={t.confirmDelete}>
            <Group gap="xs">
              <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate(endpoint.id, { onSuccess: () => toast.success(webhookMessages.deleted) })}>
                {t.delete}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirmDelete(false)}>
                {t.cancel}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {actionError ? <Alert color="red">{errorMessage(actionError)}</Alert> : null}
        <Group>
          <Button size="xs" variant="subtle" aria-expanded={showDeliveries} aria-controls={`${titleId}-deliveries`} onClick={() => setShowDeliveries((v) => !v)}>
            {showDeliveries ? t.hideDeliveries : t.showDeliveries}
          </Button>
        </Group>
        <div id={`${titleId}-deliveries`}>{showDeliveries ? <Deliveries endpointId={endpoint.id} enabled={endpoint.enabled} /> : null}</div>
      </Stack>
    </Paper>
  );
}

/** /developers/webhooks: the company's webhook endpoints, their deliveries with every attempt, and resending. */
export function WebhooksPage() {
  const user = useSignedInUser();
  const endpoints = useQuery(endpointsQuery(user.user_business?.company_id ?? null));
  const create = useCreateEndpoint();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  return (
    <Stack gap="xl">
      <PageHeader eyebrow="Developers" title={t.title} description={t.intro}>
        <PageLinks label="Developers" links={DEVELOPER_PAGES} />
      </PageHeader>
      {secret ? <SecretNotice endpoint={secret} onClose={() => setSecret(null)} /> : null}
      {adding ? (
        <EndpointForm
          pending={create.isPending}
          error={create.error}
          onCancel={() => setAdding(false)}
          onSubmit={(v) =>
            create.mutate(
              { url: v.url, description: v.description || null, events: v.events, mode: v.mode },
              {
                onSuccess: (r) => {
                  setSecret(r.data);
                  setAdding(false);
                  create.reset();
                },
              },
            )
          }
        />
      ) : (
        <Group>
          <Button onClick={() => setAdding(true)}>{t.addEndpoint}</Button>
        </Group>
      )}
      <QueryState query={endpoints} loadingLabel="Loading your webhook endpoints…" errorTitle={t.loadError} empty={{ title: t.empty }}>
        {(list) => (
          <Stack gap="md">
            {list.map((e) => (
              <EndpointCard key={e.id} endpoint={e} onSecret={setSecret} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
