import { queryOptions } from '@tanstack/react-query';
import type { CompanyImageField, CompanyProfile, CompanyProfileUpdate, PersonalProfileUpdate, UserProfile } from '@goodhive/contract';
import { api, apiRequest, apiUpload } from '../../../lib/api';

/*
 * The member's own profiles: the personal profile (/personal/profile/) and the company profile
 * (/company/profile/), each answered with its completeness score.
 */

export const personalProfileKey = (userId: number) => ['profile-edit', 'user', userId] as const;
export const companyProfileKey = (companyId: number) => ['profile-edit', 'company', companyId] as const;

/** GET /api/user/{id}/profile: the personal profile with its score and any login e-mail waiting for confirmation. */
export const personalProfileQuery = (userId: number) =>
  queryOptions({ queryKey: personalProfileKey(userId), queryFn: () => api.get<UserProfile>(`/user/${userId}/profile`) });

/** POST /api/user/{id}/profile. */
export const savePersonalProfile = (userId: number, body: PersonalProfileUpdate) => apiRequest<UserProfile>(`/user/${userId}/profile`, { method: 'POST', body });

/** POST /api/user/{id}/image (multipart): the profile picture. */
export function uploadPersonalImage(userId: number, file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<UserProfile>(`/user/${userId}/image`, form);
}

/** POST /api/user/confirm-email-change: the key from the link mailed to the new address. */
export const confirmEmailChange = (emailCode: string) =>
  apiRequest<{ email: string }>('/user/confirm-email-change', { method: 'POST', body: { email_code: emailCode }, auth: false });

/** GET /api/company/{id}: the company profile with its score. */
export const companyProfileQuery = (companyId: number) =>
  queryOptions({ queryKey: companyProfileKey(companyId), queryFn: () => api.get<CompanyProfile>(`/company/${companyId}`) });

/** POST /api/company/{id}. */
export const saveCompanyProfile = (companyId: number, body: CompanyProfileUpdate) => apiRequest<CompanyProfile>(`/company/${companyId}`, { method: 'POST', body });

/** POST /api/company/{id}/image (multipart company_logo, company_icon or company_banner_img). */
export function uploadCompanyImage(companyId: number, field: CompanyImageField, file: File) {
  const form = new FormData();
  form.append(field, file);
  return apiUpload<CompanyProfile>(`/company/${companyId}/image`, form);
}
