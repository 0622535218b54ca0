import { queryOptions } from '@tanstack/react-query';
import type { Category, Country, Industry } from '@goodhive/contract';
import { api } from './api';

/*
 * The public lookup lists many screens pick from. One cache key per list, so a list loads once per visit
 * whichever screen asks first.
 */

/** GET /api/app/countries: every country, with its dialing code. */
export const countriesQuery = () =>
  queryOptions({ queryKey: ['lookups', 'countries'], queryFn: () => api.get<Country[]>('/app/countries', { auth: false }), staleTime: Infinity });

/** GET /api/app/industries: the industries a business may name. */
export const industriesQuery = () =>
  queryOptions({ queryKey: ['lookups', 'industries'], queryFn: () => api.get<Industry[]>('/app/industries', { auth: false }), staleTime: Infinity });

/** GET /api/app/categories: the project categories (project forms, the history's category filter). */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['lookups', 'categories'], queryFn: () => api.get<Category[]>('/app/categories', { auth: false }), staleTime: 10 * 60_000 });
