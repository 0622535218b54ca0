import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event } from '@goodhive/contract';
import { api, apiFile, apiUpload } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

export const eventKeys = {
  all: ['events'] as const,
  staff: ['events', 'staff'] as const,
  one: (id: number) => ['events', 'one', id] as const,
  calendar: (view: string) => ['events', 'calendar', view] as const,
};

/** GET /api/admin/events (staff). */
export const staffEventsQuery = () => queryOptions({ queryKey: eventKeys.staff, queryFn: () => api.get<Event[]>('/admin/events') });
export const staffEventQuery = (id: number) => queryOptions({ queryKey: eventKeys.one(id), queryFn: () => api.get<Event>(`/admin/events/${id}`) });

/** GET /api/events: the member's calendar, upcoming, past or one month ('YYYY-MM'). */
export const calendarQuery = (view: { scope: 'upcoming' | 'past' } | { month: string }) =>
  queryOptions({
    queryKey: eventKeys.calendar('month' in view ? view.month : view.scope),
    queryFn: () => api.get<Event[]>('/events', { query: view }),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/events or /api/admin/events/{id} with the form (and its image, when one was chosen). */
export function useSaveEvent(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiUpload<Event>(id ? `/admin/events/${id}` : '/admin/events', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ id: number }>(`/admin/events/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** GET /api/events/{id}/ics, saved as the event's calendar file. */
export async function downloadEventIcs(event: Pick<Event, 'id'>): Promise<void> {
  const file = await apiFile(`/events/${event.id}/ics`);
  saveFile(file.blob, file.filename ?? `event-${event.id}.ics`);
}
