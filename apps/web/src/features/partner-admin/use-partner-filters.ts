import { useMemo } from 'react';
import type { AdminPartnerSort } from '@goodhive/contract';
import { useAddressFilters, type AddressFilterCodec } from '../../lib/hooks/use-address-filters';
import { partnerFiltersFromSearchParams, partnerFiltersToSearchParams, type PartnerFilters } from './partner-filters';

/** A staff partner list's filters, read from and written to the address, with the list's own default order. */
export function usePartnerFilters(defaultSort: AdminPartnerSort) {
  const codec = useMemo<AddressFilterCodec<PartnerFilters>>(
    () => ({ read: (params) => partnerFiltersFromSearchParams(params, defaultSort), write: (filters) => partnerFiltersToSearchParams(filters, defaultSort) }),
    [defaultSort],
  );
  const { filters, change } = useAddressFilters(codec);
  return { filters, change };
}
