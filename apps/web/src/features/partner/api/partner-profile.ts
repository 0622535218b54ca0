import { queryOptions } from '@tanstack/react-query';
import type { PartnerContactCreate, PartnerProfile, PartnerProfileUpdate } from '@goodhive/contract';
import { apiRequest, apiUpload } from '../../../lib/api';

export const PARTNER_PROFILE_KEY = ['partner', 'profile'] as const;

/** GET /api/partner/profile: the organisation's profile with its completeness score. */
export const partnerProfileQuery = () => queryOptions({ queryKey: PARTNER_PROFILE_KEY, queryFn: async () => (await apiRequest<PartnerProfile>('/partner/profile')).data });

export const savePartnerProfile = (body: PartnerProfileUpdate) => apiRequest<PartnerProfile>('/partner/profile', { method: 'POST', body });

export function uploadOrgImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<PartnerProfile>('/user/org-image', form);
}

export const addPartnerContact = (body: PartnerContactCreate) => apiRequest<PartnerProfile>('/user/contact', { method: 'POST', body });
export const removePartnerContact = (id: number) => apiRequest<PartnerProfile>(`/user/contact/${id}`, { method: 'DELETE' });
export const addTaxDetails = (body: { country_id: number; tax_type: string; tax_number: string }) =>
  apiRequest<PartnerProfile>('/user/addTaxDetails', { method: 'POST', body });
export const removeTaxDetails = (id: number) => apiRequest<PartnerProfile>(`/user/removeTaxDetails/${id}`, { method: 'DELETE' });
