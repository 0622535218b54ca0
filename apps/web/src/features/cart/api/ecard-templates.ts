import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ecardTemplatesResponseSchema } from '@goodhive/contract';
import { api } from '../../../lib/api';

export type EcardTemplateOption = z.infer<typeof ecardTemplatesResponseSchema>['data'][number];

/** GET /api/cart/ecard-templates: the gift e-card designs (they change only with a release). */
export const ecardTemplatesQuery = () =>
  queryOptions({
    queryKey: ['ecard', 'templates'],
    queryFn: () => api.get<EcardTemplateOption[]>('/cart/ecard-templates', { auth: false }),
    staleTime: Infinity,
  });
