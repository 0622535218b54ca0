import type { AddressFilterCodec } from '../../lib/hooks/use-address-filters';
import { useAddressFilters } from '../../lib/hooks/use-address-filters';
import { givingFiltersFromSearchParams, givingFiltersToSearchParams, type GivingFilters } from './giving-filters';

const codec: AddressFilterCodec<GivingFilters> = { read: givingFiltersFromSearchParams, write: givingFiltersToSearchParams };

/** The staff giving list's filters, read from and written to the address. */
export const useGivingFilters = () => useAddressFilters(codec);
