import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignData, CampaignPayment, CampaignWrite, PublicCampaign, Story } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

const campaignsKey = ['campaigns'] as const;
/** How often an open public page reads the campaign's progress again. */
const LIVE_MS = 15_000;

/** GET /api/campaign: a page of the company's campaigns with their progress, and meta.total. */
export const campaignsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...campaignsKey, 'list', page, limit],
    queryFn: async () => {
      const result = await apiRequest<Campaign[]>('/campaign', { query: { page: String(page), limit: String(limit) } });
      return { campaigns: result.data, total: result.meta?.total ?? result.data.length };
    },
  });

/** GET /api/campaign/{key}: one campaign of the company, for its form. */
export const campaignQuery = (key: string) => queryOptions({ queryKey: [...campaignsKey, 'one', key], queryFn: () => apiRequest<Campaign>(`/campaign/${encodeURIComponent(key)}`).then((r) => r.data) });

/** GET /api/v2/story?account=company&limit=-1: the company's stories a campaign may give through. */
export const companyStoriesQuery = () =>
  queryOptions({
    queryKey: ['stories', 'list', 'campaign-choices'],
    queryFn: () => apiRequest<Story[]>('/v2/story', { query: { account: 'company', limit: '-1', order_by_field: 'updated_at', order_by: 'desc' } }).then((r) => r.data),
  });

/** POST /api/campaign (new) or PUT /api/campaign/{key} (saved again). */
export function useSaveCampaign(key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignWrite) =>
      key ? apiRequest<Campaign>(`/campaign/${encodeURIComponent(key)}`, { method: 'PUT', body }) : apiRequest<Campaign>('/campaign', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsKey }),
  });
}

/** GET /api/campaign/shared/{key}: the public campaign, read again every few seconds while open. */
export const publicCampaignQuery = (key: string) =>
  queryOptions({
    queryKey: [...campaignsKey, 'public', key],
    queryFn: () => api.get<PublicCampaign>(`/campaign/shared/${encodeURIComponent(key)}`, { auth: false }),
    refetchInterval: (query) => (query.state.data?.state === 'open' ? LIVE_MS : false),
    retry: false,
  });

/** GET /api/campaign/campaigndata/{key}: the public campaign with its giving by day and latest gifts. */
export const campaignDataQuery = (key: string) =>
  queryOptions({
    queryKey: [...campaignsKey, 'data', key],
    queryFn: () => api.get<CampaignData>(`/campaign/campaigndata/${encodeURIComponent(key)}`, { auth: false }),
    refetchInterval: (query) => (query.state.data?.state === 'open' ? LIVE_MS : false),
    retry: false,
  });

export type CampaignPaymentAnswer = { contribution_group_id: number; total_usd: number; payment_token: string; redirect_path: string };

/** POST /api/campaign/payment: a visitor's giving to the campaign; answers the payment page's address. */
export function useCampaignPayment() {
  return useMutation({ mutationFn: (body: CampaignPayment) => api.post<CampaignPaymentAnswer>('/campaign/payment', body, { auth: false }) });
}

export type CampaignPaymentResult = { contribution_group_id: number; status: 'pending' | 'paid' | 'failed' | 'cancelled'; campaign: PublicCampaign };

/** GET /api/campaign/payment-success?group=: how the payment ended; read again while the provider still confirms it. */
export const campaignPaymentResultQuery = (group: string) =>
  queryOptions({
    queryKey: [...campaignsKey, 'payment', group],
    queryFn: () => api.get<CampaignPaymentResult>(`/campaign/payment-success?group=${encodeURIComponent(group)}`, { auth: false }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
    retry: false,
  });
