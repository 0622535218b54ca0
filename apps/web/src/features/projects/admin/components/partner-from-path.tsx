import type { PartnerOption } from '@goodhive/contract';
import { projectMessages } from '@goodhive/contract/texts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../../components/ui/query-state';
import { ApiError } from '../../../../lib/api';
import { partnerByUserId, partnerOptionsQuery } from '../api/partner-options';

/**
 * The worthy cause an admin create path names by its panel user's id (/admin/wcuuser/projects/create/{id}),
 * found among the partner options; loading and unknown ids are said here.
 */
export function PartnerFromPath({ userId, children }: { userId: number; children: (partner: PartnerOption) => ReactNode }) {
  const options = useQuery(partnerOptionsQuery());
  if (options.isPending) return <LoadingState label="Loading the worthy cause…" />;
  if (options.isError) return <ErrorState title="The worthy causes could not be loaded" error={options.error} onRetry={() => void options.refetch()} />;
  const partner = partnerByUserId(options.data, userId);
  if (!partner) return <ErrorState title="This worthy cause could not be found" error={new ApiError(404, projectMessages.unknownPartner)} />;
  return <>{children(partner)}</>;
}
