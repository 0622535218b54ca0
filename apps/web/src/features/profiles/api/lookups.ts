import { queryOptions } from '@tanstack/react-query';
import type { Country, Industry } from '@goodhive/contract';
import { api } from '../../../lib/api';

/** The filter lists of the business listing (shared cache keys with the other screens that read them). */
export const listingCountriesQuery = () =>
  queryOptions({ queryKey: ['lookups', 'countries'], queryFn: () => api.get<Country[]>('/app/countries', { auth: false }), staleTime: Infinity });
export const listingIndustriesQuery = () =>
  queryOptions({ queryKey: ['lookups', 'industries'], queryFn: () => api.get<Industry[]>('/app/industries', { auth: false }), staleTime: Infinity });
