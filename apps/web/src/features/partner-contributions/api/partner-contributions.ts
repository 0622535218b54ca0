import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { PartnerContributions, PartnerContributionsSummary, PartnerHome } from '@goodhive/contract';
import { partnerContributionsCsvFileName } from '@goodhive/contract/texts';
import { apiFile, apiRequest, api } from '../../../lib/api';
import { saveFile } from '../../../lib/download';
import { contributionFilterQuery, contributionListQuery, type ContributionFilters } from '../contribution-filters';

/** Every key of the partner's giving reads starts here, so one invalidation refreshes them all. */
export const partnerGivingKeys = { all: ['partner', 'giving'] as const };

export type ContributionsPage = PartnerContributions & { total: number };

/** GET /api/partner/contributions: one page of the filtered contributions with the totals of the whole set. */
export const partnerContributionsQuery = (filters: ContributionFilters) =>
  queryOptions({
    queryKey: [...partnerGivingKeys.all, 'list', filters],
    queryFn: async ({ signal }): Promise<ContributionsPage> => {
      const result = await apiRequest<PartnerContributions>('/partner/contributions', { query: contributionListQuery(filters), signal });
      return { ...result.data, total: result.meta?.total ?? result.data.totals.contributions };
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/partner/contributions/summary: per project and per month (the overview, and the list's project filter). */
export const partnerContributionsSummaryQuery = () =>
  queryOptions({
    queryKey: [...partnerGivingKeys.all, 'summary'],
    queryFn: ({ signal }) => api.get<PartnerContributionsSummary>('/partner/contributions/summary', { signal }),
    staleTime: 60_000,
  });

/** GET /api/partner/home: the Home's figures and what needs attention. */
export const partnerHomeQuery = () =>
  queryOptions({
    queryKey: [...partnerGivingKeys.all, 'home'],
    queryFn: ({ signal }) => api.get<PartnerHome>('/partner/home', { signal }),
  });

/** GET /api/partner/contributions/csv with the screen's filters, saved under the server's file name. */
export async function downloadContributionsCsv(filters: ContributionFilters): Promise<void> {
  const file = await apiFile('/partner/contributions/csv', { query: contributionFilterQuery(filters) });
  saveFile(file.blob, file.filename ?? partnerContributionsCsvFileName(filters.begin, filters.end));
}

export const useDownloadContributionsCsv = () => useMutation({ mutationFn: downloadContributionsCsv });
