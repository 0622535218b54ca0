import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebhookAttempt, WebhookDelivery } from '@goodhive/contract';
import { webhookDeliveryStatusLabels, webhookMessages, webhookScreenTexts as t } from '@goodhive/contract/texts';
import { ListPager } from '../../../components/ui/list-pager';
import { EmptyBlock, ErrorState, LoadingState, UpdatingIndicator } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-error';
import { formatDisplayDateTime } from '../../../lib/format-date';
import { toast } from '../../../lib/toast';
import { DELIVERIES_PAGE_SIZE, deliveriesQuery, useResendDelivery } from '../api/webhooks';

const statusColor: Record<WebhookDelivery['status'], string> = { pending: 'gray', retrying: 'honey', succeeded: 'forest', failed: 'red' };

function AttemptLine({ attempt }: { attempt: WebhookAttempt }) {
  const code = attempt.response_code ?? t.noResponse;
  return (
    <Text fz="sm" component="span">
      <Text component="span" fw={600} c={attempt.succeeded ? 'forest.8' : 'red.8'}>
        #{attempt.number} {attempt.succeeded ? 'OK' : 'Failed'}
      </Text>{' '}
      · {t.responseCode} {code} · {formatDisplayDateTime(attempt.started_at)} · {attempt.duration_ms} ms{attempt.trigger === 'manual' ? ' · resent' : ''}
      {attempt.error ? ` · ${attempt.error}` : ''}
    </Text>
  );
}

/** An endpoint's deliveries, newest first, each with every attempt and a resend button; refreshed every 5 s. */
export function Deliveries({ endpointId, enabled }: { endpointId: number; enabled: boolean }) {
  const [page, setPage] = useState(1);
  const query = useQuery(deliveriesQuery(endpointId, page));
  const resend = useResendDelivery();
  if (query.isPending) return <LoadingState label="Loading deliveries…" />;
  if (query.isError) return <ErrorState title={t.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  const deliveries = query.data.data;
  if (deliveries.length === 0) return <EmptyBlock title={t.deliveriesEmpty} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {(query.data.meta?.total ?? deliveries.length) === 1 ? '1 delivery' : `${query.data.meta?.total ?? deliveries.length} deliveries`}
        </Text>
        <UpdatingIndicator query={query} />
      </Group>
      {resend.error ? <Alert color="red">{errorMessage(resend.error)}</Alert> : null}
      <Stack gap="xs" component="ul" aria-label={t.deliveries} data-testid={`webhook-deliveries-${endpointId}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {deliveries.map((d) => (
          <Paper key={d.id} component="li" withBorder p="sm" radius="md" data-testid="webhook-delivery">
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600} ff="monospace" fz="sm">
                    {d.event_type}
                  </Text>
                  <Badge variant="light" color={statusColor[d.status]}>
                    {webhookDeliveryStatusLabels[d.status]}
                  </Badge>
                </Group>
                <Text fz="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {d.event_id}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatDisplayDateTime(d.created_at)}
                </Text>
                {d.next_attempt_at ? (
                  <Text fz="xs" c="dimmed">
                    Next try {formatDisplayDateTime(d.next_attempt_at)}
                  </Text>
                ) : null}
              </Stack>
              <Button
                size="xs"
                variant="light"
                disabled={!enabled}
                loading={resend.isPending && resend.variables === d.id}
                aria-label={`${t.resend} ${d.event_type} ${d.event_id}`}
                onClick={() => resend.mutate(d.id, { onSuccess: () => toast.success(webhookMessages.resent) })}
              >
                {t.resend}
              </Button>
            </Group>
            <Text fz="xs" fw={600} mt="xs">
              {t.attempts}
            </Text>
            <List size="sm" spacing={2} listStyleType="none">
              {d.attempts.map((a) => (
                <List.Item key={a.id}>
                  <AttemptLine attempt={a} />
                </List.Item>
              ))}
              {d.attempts.length === 0 ? <List.Item>Waiting for the first attempt…</List.Item> : null}
            </List>
          </Paper>
        ))}
      </Stack>
      <ListPager total={query.data.meta?.total ?? 0} pageSize={DELIVERIES_PAGE_SIZE} page={page} onChange={setPage} label="Pages of deliveries" />
    </Stack>
  );
}
