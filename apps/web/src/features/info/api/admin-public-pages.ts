import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicPage, PublicPageSlug, PublicPageUpdate } from '@goodhive/contract';
import { api } from '../../../lib/api';

/** GET /api/admin/public-pages: every public page's texts, for staff. */
export const adminPublicPagesQuery = () => queryOptions({ queryKey: ['admin', 'public-pages'], queryFn: () => api.get<PublicPage[]>('/admin/public-pages') });

/** PUT /api/admin/public-pages/{slug}: saves a page's texts; the public page shows them at once. */
export function useSavePublicPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: PublicPageSlug; body: PublicPageUpdate }) => api.put<PublicPage>(`/admin/public-pages/${slug}`, body),
    onSuccess: (page) => {
      queryClient.setQueryData(['public-pages', page.slug], page);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'public-pages'] });
    },
  });
}
