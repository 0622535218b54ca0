import { queryOptions } from '@tanstack/react-query';
import type { BusinessListingItem, BusinessListingQuery, PublicProfile } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

/** GET /api/v2/guest/company/{id}/profile or /api/v2/guest/user/{id}/profile (public; the token lets owners see private ones). */
export const profileQuery = (account: 'company' | 'user', id: number) =>
  queryOptions({
    queryKey: ['profile', account, id],
    queryFn: () => api.get<PublicProfile>(`/v2/guest/${account}/${id}/profile`),
    retry: false,
  });

/** POST /api/v2/guest/company/business-listing: public businesses with their impact. */
export const businessListingQuery = (query: BusinessListingQuery) =>
  queryOptions({
    queryKey: ['business-listing', query],
    queryFn: async () => {
      const result = await apiRequest<BusinessListingItem[]>('/v2/guest/company/business-listing', { method: 'POST', body: query });
      return { items: result.data, total: result.meta?.total ?? result.data.length };
    },
    placeholderData: (previous) => previous,
  });

/** POST /api/company/{id}/visibility or /api/user/visibility: the owner shows or hides the profile. */
export function setProfileVisibility(account: 'company' | 'user', id: number, isPublic: boolean) {
  const path = account === 'company' ? `/company/${id}/visibility` : '/user/visibility';
  return apiRequest<{ is_public: boolean }>(path, { method: 'POST', body: { is_public: isPublic } });
}
