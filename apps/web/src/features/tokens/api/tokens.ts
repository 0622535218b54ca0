import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyTokenDetails, EmployeeCsvPreview, EmployeeToken, HolderTokens, ProjectCard } from '@goodhive/contract';
import { api, apiFile, apiRequest, apiUpload } from '../../../lib/api';

/** Every token read sits under this key, so a change reads them all again. */
export const tokenKeys = {
  all: ['tokens'] as const,
  details: (companyId: number | null) => ['tokens', 'details', companyId] as const,
  holders: (companyId: number | null, search: string, page: number) => ['tokens', 'holders', companyId, search, page] as const,
  mine: (userId: number) => ['tokens', 'mine', userId] as const,
  projects: ['tokens', 'projects'] as const,
};

export const HOLDERS_PAGE_SIZE = 20;

/** POST /api/v2/token/company-token-details. */
export const companyTokenDetailsQuery = (companyId: number | null) =>
  queryOptions({ queryKey: tokenKeys.details(companyId), queryFn: () => api.post<CompanyTokenDetails>('/v2/token/company-token-details', companyId ? { company_id: companyId } : {}) });

/** POST /api/v2/token/getEmployeeToken: one page of the company's token holders. */
export const tokenHoldersQuery = (companyId: number | null, search: string, page: number) =>
  queryOptions({
    queryKey: tokenKeys.holders(companyId, search, page),
    queryFn: async () => {
      const r = await apiRequest<EmployeeToken[]>('/v2/token/getEmployeeToken', { method: 'POST', body: { ...(companyId ? { company_id: companyId } : {}), search: search || undefined, page, limit: HOLDERS_PAGE_SIZE } });
      return { rows: r.data, total: r.meta?.total ?? r.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** POST /api/v2/token/getTokenByUser: the signed-in person's tokens and the gift dialog. */
export const myTokensQuery = (userId: number) => queryOptions({ queryKey: tokenKeys.mine(userId), queryFn: () => api.post<HolderTokens>('/v2/token/getTokenByUser', {}) });

/** The live projects a token may go to (every one, for the picker). */
export const allocatableProjectsQuery = () =>
  queryOptions({ queryKey: tokenKeys.projects, queryFn: () => api.get<ProjectCard[]>('/projects', { query: { limit: -1 } }), staleTime: 5 * 60_000 });

function useTokenChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }) });
}

/** POST /api/v2/token/purchaseToken, then the browser goes to the payment page. */
export const usePurchaseTokens = () => useMutation({ mutationFn: (amount: number) => api.post<{ redirect_url: string; token_purchase_id: number }>('/v2/token/purchaseToken', { amount }) });

export type IssueInput = { email: string; first_name?: string; last_name?: string; token_amount: number; expiry_date?: string };
export const useIssueToken = () => useTokenChange((body: IssueInput) => apiRequest<EmployeeToken>('/v2/token/issueToken', { method: 'POST', body }));

export const useRevokeTokens = () =>
  useTokenChange(({ ids, action }: { ids: number[]; action: 'revoke' | 'delete' }) =>
    apiRequest<{ tokens: number; returned: number }>(action === 'revoke' ? '/v2/token/emp-revoke-tokens' : '/v2/token/emp-delete-tokens', { method: 'POST', body: { token_ids: ids } }),
  );

/** POST /api/v2/token/import-employee-csv: the preview (nothing saved). */
export const previewEmployeeCsv = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<EmployeeCsvPreview>('/v2/token/import-employee-csv', form).then((r) => r.data);
};

export const useIssueEmployees = () =>
  useTokenChange((body: { employees: { email: string; first_name: string; last_name: string; token_amount: number }[]; expiry_date?: string }) =>
    apiRequest<{ issued: number; total_token_amount: number }>('/v2/token/emp-issue-tokens', { method: 'POST', body }),
  );

export const exportHolders = () => apiFile('/v2/token/getEmployeeToExport');
export const downloadReceipt = (purchaseId: number) => apiFile('/v2/token/getTokenPaymentReceipt', { query: { token_data: purchaseId } });

export const useAllocateToken = () =>
  useTokenChange((body: { token_id: number; project_id: number; impact_level_id: number; quantity: number }) =>
    apiRequest<{ amount: number; balance: number }>('/v2/token/allocate-token', { method: 'POST', body }),
  );

export const useMarkTokenGiftShown = () => useMutation({ mutationFn: () => api.post<HolderTokens>('/v2/token/gift-displayed', {}) });

/** The e-mail link of a recipient without an account. */
export type ClaimInfo = { email: string; first_name: string; last_name: string; company_name: string | null; token_amount: number; has_account: boolean };
export const claimQuery = (key: string) => queryOptions({ queryKey: ['tokens', 'claim', key], queryFn: () => api.get<ClaimInfo>(`/v2/token/claim/${encodeURIComponent(key)}`, { auth: false }), retry: false });
export const acceptClaim = (key: string, body: { first_name: string; last_name: string; password: string }) =>
  apiRequest<{ email: string }>(`/v2/token/claim/${encodeURIComponent(key)}`, { method: 'POST', body, auth: false });
