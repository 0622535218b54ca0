import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerProject } from '@goodhive/contract';
import type { ApiResult } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { PROJECTS_KEY, partnerProjectQuery } from './partner-projects';

/**
 * A call that changes one project and answers it: the answer replaces the cached project, every list and
 * log refreshes, and the server's message is shown.
 */
export function useProjectMutation<V>(fn: (variables: V) => Promise<ApiResult<PartnerProject>>, fallbackMessage?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      queryClient.setQueryData(partnerProjectQuery(result.data.id).queryKey, result.data);
      const message = result.message ?? fallbackMessage;
      if (message) toast.success(message);
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY, predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== result.data.id });
    },
  });
}
