import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountsCompany, CompanyEmployee, EmployeeAccountCsvPreview, EmployeeToken, TokenLedgerKind, TokenLedgerRow } from '@goodhive/contract';
import { ACCOUNTS_ADMIN_PAGE_SIZE } from '@goodhive/contract/texts';
import { apiFile, apiRequest, apiUpload } from '../../../lib/api';

/** Every read of these screens sits under this key, so a change reads them all again. */
export const ACCOUNTS_ADMIN_KEY = ['admin', 'accounts'] as const;
export const PAGE_SIZE = ACCOUNTS_ADMIN_PAGE_SIZE;

export type LedgerFilters = { search: string; kind: TokenLedgerKind | null; dateFrom: string | null; dateTo: string | null };
const ledgerQueryOf = (f: LedgerFilters) => ({ search: f.search || undefined, kind: f.kind ?? undefined, date_from: f.dateFrom ?? undefined, date_to: f.dateTo ?? undefined });

/** GET /api/admin/impact-tokens: a page of every company's token movements, with totals by kind. */
export const tokenLedgerQuery = (f: LedgerFilters, page: number) =>
  queryOptions({
    queryKey: [...ACCOUNTS_ADMIN_KEY, 'ledger', f, page],
    queryFn: async ({ signal }) => {
      const r = await apiRequest<{ rows: TokenLedgerRow[]; totals: Record<string, number> }>('/admin/impact-tokens', { query: { ...ledgerQueryOf(f), page, limit: PAGE_SIZE }, signal });
      return { ...r.data, total: r.meta?.total ?? r.data.rows.length };
    },
    placeholderData: keepPreviousData,
  });
export const downloadTokenLedger = (f: LedgerFilters) => apiFile('/admin/impact-tokens/export', { query: ledgerQueryOf(f) });

/** GET /api/v2/token/get-expired-tokens: staff see every company's expired tokens (or one company's). */
export const expiredTokensQuery = (companyId: number | null, page: number) =>
  queryOptions({
    queryKey: [...ACCOUNTS_ADMIN_KEY, 'expired', companyId, page],
    queryFn: async ({ signal }) => {
      const r = await apiRequest<EmployeeToken[]>('/v2/token/get-expired-tokens', { query: { company_id: companyId ?? undefined, page, limit: PAGE_SIZE }, signal });
      return { rows: r.data, total: r.meta?.total ?? r.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/accounts/companies: companies with members, limit, invitations and access flags. */
export const accountsCompaniesQuery = (q: { search: string; engagement: '1' | '0' | null; page: number }) =>
  queryOptions({
    queryKey: [...ACCOUNTS_ADMIN_KEY, 'companies', q],
    queryFn: async ({ signal }) => {
      const r = await apiRequest<AccountsCompany[]>('/admin/accounts/companies', { query: { search: q.search || undefined, engagement: q.engagement ?? undefined, page: q.page, limit: PAGE_SIZE }, signal });
      return { rows: r.data, total: r.meta?.total ?? r.data.length };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/accounts/companies/{id}. */
export const accountsCompanyQuery = (id: number) =>
  queryOptions({ queryKey: [...ACCOUNTS_ADMIN_KEY, 'company', id], queryFn: async ({ signal }) => (await apiRequest<AccountsCompany>(`/admin/accounts/companies/${id}`, { signal })).data, retry: false });

/** GET /api/admin/company/{id}/employees. */
export const companyEmployeesQuery = (id: number) =>
  queryOptions({ queryKey: [...ACCOUNTS_ADMIN_KEY, 'employees', id], queryFn: async ({ signal }) => (await apiRequest<CompanyEmployee[]>(`/admin/company/${id}/employees`, { signal })).data });

/** GET /api/admin/company/{id}/external-tokens. */
export const externalTokensQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...ACCOUNTS_ADMIN_KEY, 'external', id, page],
    queryFn: async ({ signal }) => {
      const r = await apiRequest<EmployeeToken[]>(`/admin/company/${id}/external-tokens`, { query: { page, limit: PAGE_SIZE }, signal });
      return { rows: r.data, total: r.meta?.total ?? r.data.length };
    },
    placeholderData: keepPreviousData,
  });

function useAccountsChange<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_ADMIN_KEY }) });
}

export type ExternalTokenInput = { email: string; token_amount: number; first_name?: string; last_name?: string; expiry_date?: string; reason: string };
export const useIssueExternalToken = (companyId: number) => useAccountsChange((body: ExternalTokenInput) => apiRequest<EmployeeToken>(`/admin/company/${companyId}/external-tokens`, { method: 'POST', body }));
export const useRevokeExternalTokens = (companyId: number) =>
  useAccountsChange((body: { token_ids: number[]; reason: string }) => apiRequest<{ tokens: number; returned: number }>(`/admin/company/${companyId}/external-tokens/revoke`, { method: 'POST', body }));
export const useEngagementAccess = (companyId: number) =>
  useAccountsChange((body: { engagement_access: '1' | '0'; reason: string }) => apiRequest<AccountsCompany>(`/admin/company/${companyId}/engagement-access`, { method: 'POST', body }));
export const useEmployeeLimit = (companyId: number) =>
  useAccountsChange((body: { employee_limit: number; reason: string }) => apiRequest<{ employee_limit: number }>(`/admin/company/${companyId}/employee-limit`, { method: 'POST', body }));
export const useCreateEmployee = (companyId: number) =>
  useAccountsChange((body: { email: string; first_name: string; last_name: string; reason: string }) => apiRequest<{ user_id: number; created: boolean }>('/user/employee', { method: 'POST', body: { ...body, company_id: companyId } }));
export const useRemoveEmployees = (companyId: number) =>
  useAccountsChange((body: { user_ids: number[]; reason: string }) => apiRequest<{ removed: number }>(`/admin/company/${companyId}/remove-employees`, { method: 'POST', body }));

const csvForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};
/** POST /api/user/import-employee-csv: the preview, nothing saved; `onProgress` follows the upload (0 to 1). */
export const previewEmployeeAccountsCsv = (companyId: number, file: File, onProgress: (fraction: number) => void) =>
  apiUpload<EmployeeAccountCsvPreview>('/user/import-employee-csv', csvForm(file), { company_id: companyId }, onProgress).then((r) => r.data);
/** POST /api/user/save-employee-csv: every row or none. */
export const saveEmployeeAccountsCsv = (companyId: number, file: File, reason: string, onProgress: (fraction: number) => void) =>
  apiUpload<{ created: number; linked: number; ms: number }>('/user/save-employee-csv', csvForm(file), { company_id: companyId, reason }, onProgress);
