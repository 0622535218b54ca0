import { queryOptions } from '@tanstack/react-query';
import type { AdminDashboard } from '@goodhive/contract';
import { api } from '../../../lib/api';

/** GET /api/admin/dashboard: the staff home's figures, in one answer. */
export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('/admin/dashboard', { signal }),
    staleTime: 60_000,
  });
