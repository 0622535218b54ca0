import { queryOptions } from '@tanstack/react-query';
import type { PartnerPage } from '@goodhive/contract';
import { apiRequest } from '../../../lib/api';

/** GET /api/v2/guest/partners/{id}: public, but a signed-in viewer's favourites and display conditions apply (the viewer keys the cache). */
export const partnerPageQuery = (id: number, viewerId: number) =>
  queryOptions({ queryKey: ['partner-page', id, viewerId], queryFn: async () => (await apiRequest<PartnerPage>(`/v2/guest/partners/${id}`)).data });
