import { queryOptions } from '@tanstack/react-query';
import type { AdminUserDetails } from '@goodhive/contract';
import type { UserAction } from '@goodhive/contract/texts';
import { api, apiRequest } from '../../../lib/api';

/** GET /api/user/{id}/details: the whole account for staff. */
export const userDetailsQuery = (id: number) =>
  queryOptions({ queryKey: ['admin', 'user-details', id], queryFn: () => api.get<AdminUserDetails>(`/user/${id}/details`) });

type ActionResult = { id: number; status: number; is_active: boolean; role_id: number; deleted: boolean };

/** POST /api/user/{id}/{action} (DELETE /api/user/{id} for delete) with the reason staff gave. */
export function runUserAction(id: number, action: UserAction, reason: string) {
  if (action === 'delete') return apiRequest<ActionResult>(`/user/${id}`, { method: 'DELETE', body: { reason } });
  return apiRequest<ActionResult>(`/user/${id}/${action}`, { method: 'POST', body: { reason } });
}

/** POST /api/user/upgrade as staff: a user's company onto a package and period, recorded as a complete payment. */
export const upgradeUserByHand = (body: { user_id: number; package_id: number; membership_period_id: number; role_id?: number; reason: string }) =>
  apiRequest<ActionResult>('/user/upgrade', { method: 'POST', body });
