import { queryOptions } from '@tanstack/react-query';
import type { PartnerContactCreate, PartnerProfile, PartnerProfileUpdate } from '@goodhive/contract';
import { apiRequest, apiUpload } from '../../../lib/api';

/*
 * The partner profile calls. Without a partner id they act on the signed-in partner's own organisation;
 * staff pass the id of the partner they edit (partner_id), which the same calls accept.
 */

export const PARTNER_PROFILE_KEY = ['partner', 'profile'] as const;

/** The cache key of a profile: the partner's own, or the one staff opened. */
export const partnerProfileKey = (partnerId?: number) => (partnerId ? [...PARTNER_PROFILE_KEY, partnerId] : PARTNER_PROFILE_KEY);

/** GET /api/partner/profile: the organisation's profile with its completeness score. */
export const partnerProfileQuery = (partnerId?: number) =>
  queryOptions({
    queryKey: partnerProfileKey(partnerId),
    queryFn: async () => (await apiRequest<PartnerProfile>('/partner/profile', { query: { partner_id: partnerId } })).data,
  });

export const savePartnerProfile = (body: PartnerProfileUpdate, partnerId?: number) =>
  apiRequest<PartnerProfile>('/partner/profile', { method: 'POST', body: partnerId ? { ...body, partner_id: partnerId } : body });

export function uploadOrgImage(file: File, partnerId?: number) {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<PartnerProfile>('/user/org-image', form, { partner_id: partnerId });
}

export const addPartnerContact = (body: PartnerContactCreate, partnerId?: number) =>
  apiRequest<PartnerProfile>('/user/contact', { method: 'POST', body: partnerId ? { ...body, partner_id: partnerId } : body });
export const removePartnerContact = (id: number, partnerId?: number) =>
  apiRequest<PartnerProfile>(`/user/contact/${id}`, { method: 'DELETE', query: { partner_id: partnerId } });
export const addTaxDetails = (body: { country_id: number; tax_type: string; tax_number: string }, partnerId?: number) =>
  apiRequest<PartnerProfile>('/user/addTaxDetails', { method: 'POST', body: partnerId ? { ...body, partner_id: partnerId } : body });
export const removeTaxDetails = (id: number, partnerId?: number) =>
  apiRequest<PartnerProfile>(`/user/removeTaxDetails/${id}`, { method: 'DELETE', query: { partner_id: partnerId } });
