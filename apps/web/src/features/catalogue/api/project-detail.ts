import { queryOptions } from '@tanstack/react-query';
import type { ProjectDetail } from '@goodhive/contract';
import { api } from '../../../lib/api';

export type DetailKind = 'project' | 'bundle';

/** GET /api/projects/{id} or /api/bundles/{id}: a project (or bundle) with its impact levels. */
export const fetchProjectDetail = (kind: DetailKind, id: number) =>
  api.get<ProjectDetail>(kind === 'bundle' ? `/bundles/${id}` : `/projects/${id}`);

export const projectDetailKey = (kind: DetailKind, id: number, viewer: number) => ['catalogue', kind, id, viewer] as const;

/** `viewer` (the user id, or 0 for visitors) keeps favourites apart per user. */
export const projectDetailQuery = (kind: DetailKind, id: number, viewer: number) =>
  queryOptions({
    queryKey: projectDetailKey(kind, id, viewer),
    queryFn: () => fetchProjectDetail(kind, id),
  });
