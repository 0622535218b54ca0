import { queryOptions } from '@tanstack/react-query';
import type { BundleInput, PartnerProject } from '@goodhive/contract';
import { apiRequest } from '../../../../lib/api';
import { PROJECTS_KEY } from '../../api/partner-projects';

/** GET /api/admin/bundles/{id}: a bundle with its parts. */
export const bundleQuery = (id: number) =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'bundle', id], queryFn: async () => (await apiRequest<PartnerProject>(`/admin/bundles/${id}`)).data });

/** POST /api/admin/bundles: a new bundle of one worthy cause's impact levels. */
export const createBundle = (body: BundleInput) => apiRequest<PartnerProject>('/admin/bundles', { method: 'POST', body });

/** PUT /api/admin/bundles/{id}: its details, parts and status. */
export const saveBundle = (id: number, body: BundleInput) => apiRequest<PartnerProject>(`/admin/bundles/${id}`, { method: 'PUT', body });
