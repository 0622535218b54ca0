import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type WidgetKeyInfo = { key: string; member_key: string; account: 'user' | 'company'; name: string };

/** GET /api/user/get-encrypted-id: the widget key of the account the member gives from. */
export const widgetKeyQuery = (userId: number, account: string) =>
  queryOptions({
    queryKey: ['widgets', 'key', userId, account],
    queryFn: () => api.get<WidgetKeyInfo>('/user/get-encrypted-id'),
    staleTime: Infinity,
    retry: false,
  });
