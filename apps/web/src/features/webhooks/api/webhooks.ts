import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointCreate, WebhookEndpointUpdate, WebhookEndpointWithSecret } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

export const webhookKeys = {
  all: ['webhooks'] as const,
  endpoints: (companyId: number | null) => ['webhooks', 'endpoints', companyId] as const,
  deliveries: (endpointId: number, page: number) => ['webhooks', 'deliveries', endpointId, page] as const,
};

/** GET /api/webhooks/endpoints: the acting company's endpoints. */
export const endpointsQuery = (companyId: number | null) => queryOptions({ queryKey: webhookKeys.endpoints(companyId), queryFn: () => api.get<WebhookEndpoint[]>('/webhooks/endpoints') });

export const DELIVERIES_PAGE_SIZE = 10;

/** GET /api/webhooks/endpoints/{id}/deliveries: a page of deliveries with their attempts; refreshed every 5 s while shown. */
export const deliveriesQuery = (endpointId: number, page: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId, page),
    queryFn: () => apiRequest<WebhookDelivery[]>(`/webhooks/endpoints/${endpointId}/deliveries`, { query: { page, limit: DELIVERIES_PAGE_SIZE } }),
    refetchInterval: 5000,
    placeholderData: keepPreviousData,
  });

function useWebhookChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

export const useCreateEndpoint = () => useWebhookChange((body: WebhookEndpointCreate) => apiRequest<WebhookEndpointWithSecret>('/webhooks/endpoints', { method: 'POST', body }));
export const useUpdateEndpoint = () => useWebhookChange(({ id, body }: { id: number; body: WebhookEndpointUpdate }) => apiRequest<WebhookEndpoint>(`/webhooks/endpoints/${id}`, { method: 'PATCH', body }));
export const useRotateSecret = () => useWebhookChange((id: number) => apiRequest<WebhookEndpointWithSecret>(`/webhooks/endpoints/${id}/rotate-secret`, { method: 'POST' }));
export const useDeleteEndpoint = () => useWebhookChange((id: number) => apiRequest<{ id: number }>(`/webhooks/endpoints/${id}`, { method: 'DELETE' }));
export const useResendDelivery = () => useWebhookChange((id: number) => apiRequest<WebhookDelivery>(`/webhooks/deliveries/${id}/resend`, { method: 'POST' }));
