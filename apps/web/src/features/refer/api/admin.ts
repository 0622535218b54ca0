import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Hive, ReferralCode, ReferralCodeInput, ReferralProgramme, ReferralProgrammeInput, HiveInput } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

export const ADMIN_PAGE_SIZE = 20;
const CODES = ['admin', 'referral-codes'] as const;
const PROGRAMMES = ['admin', 'referrals-for-good'] as const;
const HIVES = ['admin', 'hives'] as const;

export type CodeUse = { id: number; referrer: string | null; company_id: number; company_name: string; status: 'joined' | 'converted'; source: string; joined_at: string; converted_at: string | null };
export type CodeDetail = ReferralCode & { uses: CodeUse[] };
export type HiveDetail = Hive & { members: { company_id: number; company_name: string; logo_url: string | null; joined_at: string }[] };

const list = <T,>(key: readonly string[], path: string, f: { page: number; search: string; personal?: '0' | '1' | null }) =>
  queryOptions({
    queryKey: [...key, f],
    queryFn: async () => {
      const result = await apiRequest<T[]>(path, { query: { limit: ADMIN_PAGE_SIZE, page: f.page, search: f.search || undefined, personal: f.personal ?? undefined } });
      return { rows: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: keepPreviousData,
  });

export const codesQuery = (f: { page: number; search: string; personal: '0' | '1' | null }) => list<ReferralCode>(CODES, '/admin/referral-codes', f);
export const codeQuery = (id: number) => queryOptions({ queryKey: [...CODES, 'one', id], queryFn: async () => (await apiRequest<CodeDetail>(`/admin/referral-codes/${id}`)).data });
export const programmesQuery = (f: { page: number; search: string }) => list<ReferralProgramme>(PROGRAMMES, '/admin/referrals-for-good', f);
export const programmeQuery = (id: number) => queryOptions({ queryKey: [...PROGRAMMES, 'one', id], queryFn: async () => (await apiRequest<ReferralProgramme>(`/admin/referrals-for-good/${id}`)).data });
export const hivesQuery = (f: { page: number; search: string }) => list<Hive>(HIVES, '/admin/hives', f);
export const hiveQuery = (id: number) => queryOptions({ queryKey: [...HIVES, 'one', id], queryFn: async () => (await apiRequest<HiveDetail>(`/admin/hives/${id}`)).data });

function useStaffMutation<TVars, TData>(key: readonly string[], fn: (vars: TVars) => Promise<{ data: TData; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
}

export const useSaveCode = () =>
  useStaffMutation(CODES, ({ id, body }: { id: number | null; body: ReferralCodeInput }) =>
    apiRequest<CodeDetail>(id ? `/admin/referral-codes/${id}` : '/admin/referral-codes', { method: id ? 'PUT' : 'POST', body }),
  );
export const useSaveProgramme = () =>
  useStaffMutation(PROGRAMMES, ({ id, body }: { id: number | null; body: ReferralProgrammeInput }) =>
    apiRequest<ReferralProgramme>(id ? `/admin/referrals-for-good/${id}` : '/admin/referrals-for-good', { method: id ? 'PUT' : 'POST', body }),
  );
export const useSaveHiveAsStaff = () =>
  useStaffMutation(HIVES, ({ id, body }: { id: number | null; body: HiveInput & { company_id?: number } }) =>
    apiRequest<HiveDetail>(id ? `/admin/hives/${id}` : '/admin/hives', { method: id ? 'PUT' : 'POST', body }),
  );
export const useHiveMember = () =>
  useStaffMutation(HIVES, ({ id, companyId, remove }: { id: number; companyId: number; remove: boolean }) =>
    remove ? apiRequest<HiveDetail>(`/admin/hives/${id}/members/${companyId}`, { method: 'DELETE' }) : apiRequest<HiveDetail>(`/admin/hives/${id}/members`, { method: 'POST', body: { company_id: companyId } }),
  );
export const useHivePartnerFlag = () =>
  useStaffMutation(HIVES, ({ companyId, on }: { companyId: number; on: boolean }) =>
    apiRequest<{ company_id: number; is_hive_partner: number }>(`/admin/companies/${companyId}/hive-partner`, { method: 'PUT', body: { is_hive_partner: on ? 1 : 0 } }),
  );
