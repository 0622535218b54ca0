import { queryOptions } from '@tanstack/react-query';
import type { BundlePart, PartnerOption } from '@goodhive/contract';
import { api } from '../../../../lib/api';

/** GET /api/admin/partner-options: every worthy cause (partners.id and its panel user's id) for pickers. */
export const partnerOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'partner-options'], queryFn: () => api.get<PartnerOption[]>('/admin/partner-options'), staleTime: 60_000 });

/** GET /api/admin/partners/{id}/bundle-parts: the active levels of the partner's live projects. */
export const bundlePartsQuery = (partnerId: number) =>
  queryOptions({ queryKey: ['admin', 'bundle-parts', partnerId], queryFn: () => api.get<BundlePart[]>(`/admin/partners/${partnerId}/bundle-parts`) });

/** The worthy cause whose panel user has this id (the admin paths name partners by their user id). */
export const partnerByUserId = (options: readonly PartnerOption[] | undefined, userId: number) => options?.find((o) => o.user_id === userId);
