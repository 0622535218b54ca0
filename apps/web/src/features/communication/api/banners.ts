import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActiveBanner, Banner, BannerPlacement } from '@goodhive/contract';
import { api, apiUpload } from '../../../lib/api';

export const bannerKeys = {
  all: ['banners'] as const,
  list: ['banners', 'list'] as const,
  one: (id: number) => ['banners', 'one', id] as const,
  active: (placement: BannerPlacement) => ['banners', 'active', placement] as const,
};

/** GET /api/v2/banner (staff). */
export const bannersQuery = () => queryOptions({ queryKey: bannerKeys.list, queryFn: () => api.get<Banner[]>('/v2/banner') });
export const bannerQuery = (id: number) => queryOptions({ queryKey: bannerKeys.one(id), queryFn: () => api.get<Banner>(`/v2/banner/${id}`) });

/** GET /api/v2/banner/active-banner/{placement}: what members see; asked again every few minutes. */
export const activeBannerQuery = (placement: BannerPlacement) =>
  queryOptions({ queryKey: bannerKeys.active(placement), queryFn: () => api.get<ActiveBanner>(`/v2/banner/active-banner/${placement}`), staleTime: 60_000, refetchInterval: 5 * 60_000 });

/** POST /api/v2/banner/add or /api/v2/banner/edit/{id} with the form (and its image, when one was chosen). */
export function useSaveBanner(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiUpload<Banner>(id ? `/v2/banner/edit/${id}` : '/v2/banner/add', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/v2/banner/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
