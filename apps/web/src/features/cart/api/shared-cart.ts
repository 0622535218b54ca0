import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sharedCartResponseSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';

export type SharedCart = z.infer<typeof sharedCartResponseSchema>['data'];
export type SharedCartType = SharedCart['account'];

/** Whether an address's {type} is one a shared cart can have. */
export const isSharedCartType = (value: string | undefined): value is SharedCartType => value === 'user' || value === 'company';

/** GET /api/cart/shared/{key}/{type}: what a shared cart holds (public, read-only). */
export const sharedCartQuery = (key: string, type: SharedCartType) =>
  queryOptions({
    queryKey: ['shared-cart', key, type],
    queryFn: () => api.get<SharedCart>(`/cart/shared/${encodeURIComponent(key)}/${type}`, { auth: false }),
  });
