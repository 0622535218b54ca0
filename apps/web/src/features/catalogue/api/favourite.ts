import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetail } from '@goodhive/contract';
import { api } from '../../../lib/api';

export type FavouriteState = { project_id: number; is_favourite: boolean };

/** POST (mark) or DELETE (unmark) /api/projects/{id}/favourite. */
export const setFavourite = (projectId: number, isFavourite: boolean) =>
  isFavourite
    ? api.post<FavouriteState>(`/projects/${projectId}/favourite`)
    : api.delete<FavouriteState>(`/projects/${projectId}/favourite`);

/**
 * Toggles a favourite and shows the new state at once; a failure puts the old one back. Every cached
 * copy of the project (its page, list pages) follows.
 */
export function useFavourite(detailKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, isFavourite }: { projectId: number; isFavourite: boolean }) => setFavourite(projectId, isFavourite),
    onMutate: async ({ isFavourite }) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueryData<ProjectDetail>(detailKey);
      if (previous) queryClient.setQueryData<ProjectDetail>(detailKey, { ...previous, is_favourite: isFavourite });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['catalogue', 'projects'] }),
  });
}
