import { queryOptions } from '@tanstack/react-query';
import type { AccountUpdate, CompanyProfile, NewAccountResult, NewBusinessAccount, NewPersonalAccount, UserProfile } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

/** POST /api/user/personal or /api/user/premium: an individual giver's account, welcomed by e-mail. */
export const createPersonalAccount = (type: 'personal' | 'premium', body: NewPersonalAccount) => apiRequest<NewAccountResult>(`/user/${type}`, { method: 'POST', body });

/** POST /api/user/business: a company and its owner. */
export const createBusinessAccount = (body: NewBusinessAccount) => apiRequest<NewAccountResult>('/user/business', { method: 'POST', body });

/** POST /api/user/employee: an employee account of a company (an existing business account is added instead). */
export const createEmployeeAccount = (body: { company_id: number; email: string; first_name: string; last_name: string; reason: string }) =>
  apiRequest<{ user_id: number; email: string; created: boolean }>('/user/employee', { method: 'POST', body });

/** POST /api/user/update-business: a member's fields and, when they own or run one, their company's. */
export const updateAccount = (body: AccountUpdate) => apiRequest<{ user_id: number; company_id: number | null; changed: string[] }>('/user/update-business', { method: 'POST', body });

/** GET /api/user/{id}/profile: the member's record as staff edit it. */
export const accountProfileQuery = (id: number) => queryOptions({ queryKey: ['admin', 'account-profile', id], queryFn: () => api.get<UserProfile>(`/user/${id}/profile`) });

/** GET /api/company/{id}: the company profile (staff read it). */
export const accountCompanyQuery = (id: number) => queryOptions({ queryKey: ['admin', 'account-company', id], queryFn: () => api.get<CompanyProfile>(`/company/${id}`) });
