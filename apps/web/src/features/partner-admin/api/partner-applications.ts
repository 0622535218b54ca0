import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplication, PartnerApplicationStatus } from '@goodhive/contract';
import { api, apiFile, apiUpload } from '../../../lib/api';

/** POST /api/v2/guest/partner-application: the organisation's details and its document, as one multipart form. */
export function useSubmitPartnerApplication() {
  return useMutation({ mutationFn: (form: FormData) => apiUpload<{ id: number; status: 'pending' }>('/v2/guest/partner-application', form) });
}

/** GET /api/admin/partner-applications: applications of one status, newest first (staff). */
export const partnerApplicationsQuery = (status: PartnerApplicationStatus) =>
  queryOptions({ queryKey: ['admin', 'partner-applications', status], queryFn: () => api.get<PartnerApplication[]>('/admin/partner-applications', { query: { status } }) });

/** Approve (the partner user is created and welcomed) or decline with a reason; both audited on the server. */
export function useReviewPartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post<PartnerApplication>(`/admin/partner-applications/${id}/${decision}`, decision === 'reject' ? { reason } : undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'partner-applications'] }),
  });
}

/** The application's document, downloaded with the staff session. */
export const downloadApplicationDocument = (application: PartnerApplication) => apiFile(application.document_url.replace(/^\/api/, ''));
