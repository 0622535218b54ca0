import { hashKey, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PartnerProject } from '@goodhive/contract';
import type { ApiResult } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { PROJECTS_KEY, partnerProjectQuery } from './partner-projects';

/**
 * After a call that saved one project or bundle and answered it: the answer becomes the cached record under
 * `detailKey`, every other project list, log and record refreshes, and the server's message (or
 * `fallbackMessage`) is shown.
 */
export async function settleSavedProject(queryClient: QueryClient, detailKey: QueryKey, result: ApiResult<PartnerProject>, fallbackMessage?: string) {
  queryClient.setQueryData(detailKey, result.data);
  const message = result.message ?? fallbackMessage;
  if (message) toast.success(message);
  const saved = hashKey(detailKey);
  await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY, predicate: (q) => q.queryHash !== saved });
}

/** A call that changes one project and answers it, settled by settleSavedProject. */
export function useProjectMutation<V>(fn: (variables: V) => Promise<ApiResult<PartnerProject>>, fallbackMessage?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => settleSavedProject(queryClient, partnerProjectQuery(result.data.id).queryKey, result, fallbackMessage),
  });
}
