import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSetting, NotificationSettingUpdate } from '@goodhive/contract';
import { api, apiRequest } from '../../../lib/api';

/** GET /api/user/{id}/notifications: every kind of e-mail with the member's email_status. */
export const notificationSettingsQuery = (userId: number) =>
  queryOptions({ queryKey: ['notification-settings', userId], queryFn: () => api.get<NotificationSetting[]>(`/user/${userId}/notifications`) });

/** POST /api/user/{id}/notifications: one kind on or off; the answer replaces that kind in the cached list. */
export function useChangeNotificationSetting(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingUpdate) => apiRequest<NotificationSetting>(`/user/${userId}/notifications`, { method: 'POST', body }),
    onSuccess: (result) => {
      queryClient.setQueryData(notificationSettingsQuery(userId).queryKey, (old) =>
        old?.map((setting) => (setting.notification_id === result.data.notification_id ? result.data : setting)),
      );
    },
  });
}
