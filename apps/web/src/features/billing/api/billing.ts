import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingAddress, BillingDetails, BillingImpact, BillingMembership, SavedCard, TaxDetail, TokenPurchase } from '@goodhive/contract';
import { api, apiFile, apiRequest } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

/** Every billing read of the signed-in member's giving account sits under this key. */
export const billingKeys = {
  all: ['billing'] as const,
  details: (userId: number, account: string) => ['billing', 'details', userId, account] as const,
  impacts: (userId: number, account: string, page: number) => ['billing', 'impacts', userId, account, page] as const,
  tokens: (userId: number, account: string, page: number) => ['billing', 'tokens', userId, account, page] as const,
  memberships: (userId: number, account: string, page: number) => ['billing', 'memberships', userId, account, page] as const,
};

export const BILLING_PAGE_SIZE = 20;

/** GET /api/user/billing-details: cards, tax details and address of the account the member acts as. */
export const billingDetailsQuery = (userId: number, account: string) =>
  queryOptions({ queryKey: billingKeys.details(userId, account), queryFn: () => api.get<BillingDetails>('/user/billing-details') });

type Page<T> = { rows: T[]; total: number };

/** GET /api/user/billing/impacts: the paid giving payments, one page. */
export const billingImpactsQuery = (userId: number, account: string, page: number) =>
  queryOptions({
    queryKey: billingKeys.impacts(userId, account, page),
    queryFn: async (): Promise<Page<BillingImpact>> => {
      const result = await apiRequest<BillingImpact[]>('/user/billing/impacts', { query: { page, limit: BILLING_PAGE_SIZE } });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/user/billing/tokens: the token purchases, one page. */
export const billingTokensQuery = (userId: number, account: string, page: number) =>
  queryOptions({
    queryKey: billingKeys.tokens(userId, account, page),
    queryFn: async (): Promise<Page<TokenPurchase>> => {
      const result = await apiRequest<TokenPurchase[]>('/user/billing/tokens', { query: { page, limit: BILLING_PAGE_SIZE } });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/user/billing/memberships: the company's membership payments, one page. */
export const billingMembershipsQuery = (userId: number, account: string, page: number) =>
  queryOptions({
    queryKey: billingKeys.memberships(userId, account, page),
    queryFn: async (): Promise<Page<BillingMembership>> => {
      const result = await apiRequest<BillingMembership[]>('/user/billing/memberships', { query: { page, limit: BILLING_PAGE_SIZE } });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/user/billing/memberships/{id}/receipt: saved as membership_receipt_{id}.pdf. */
export async function downloadMembershipReceipt(id: number): Promise<void> {
  const file = await apiFile(`/user/billing/memberships/${id}/receipt`);
  saveFile(file.blob, file.filename ?? `membership_receipt_${id}.pdf`);
}

/** A billing change, then the details read again. */
function useBillingChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing', 'details'] }) });
}

/** POST /api/user/update-card, then the browser goes to the provider's page to add the card. */
export function useStartCardSetup() {
  return useMutation({
    mutationFn: () => api.post<{ redirect_url: string; provider: string }>('/user/update-card', {}),
    onSuccess: (answer) => window.location.assign(answer.redirect_url),
  });
}

export const useSetPrimaryCard = () => useBillingChange((cardId: number) => api.post<SavedCard[]>('/user/giving/card/set-primary-new', { card_id: cardId }));
export const useDeleteCard = () => useBillingChange((cardId: number) => api.post<SavedCard[]>('/user/giving/delete-card-new', { card_id: cardId }));
export const useAddTaxDetail = () =>
  useBillingChange((body: { tax_type: string; tax_number: string; country_id: number | null }) => api.post<TaxDetail>('/user/addTaxDetails', body));
export const useRemoveTaxDetail = () => useBillingChange((id: number) => api.delete<{ id: number }>(`/user/removeTaxDetails/${id}`));
export const useSaveBillingAddress = () => useBillingChange((body: BillingAddress) => api.post<BillingAddress>('/user/billing-address', body));
