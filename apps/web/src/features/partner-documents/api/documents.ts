import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentStatus, PartnerDocument } from '@goodhive/contract';
import { apiFile, apiRequest, apiUpload } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

/** Rows per page of each document list. */
export const DOCUMENTS_PAGE_SIZE = 10;

export const DOCUMENTS_KEY = ['partner-documents'] as const;

/** One page of documents and how many there are in all. */
export type DocumentPage = { rows: PartnerDocument[]; total: number };

async function fetchPage(path: string, page: number, query: Record<string, number> = {}): Promise<DocumentPage> {
  const result = await apiRequest<PartnerDocument[]>(path, { query: { ...query, page, limit: DOCUMENTS_PAGE_SIZE } });
  return { rows: result.data, total: result.meta?.total ?? result.data.length };
}

/** GET /api/user/get-remittance-pdf: the partner's remittance advice (staff name the partner's user id). */
export const remittanceQuery = (opts: { userId?: number; page: number }) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'remittance', opts.userId ?? 'own', opts.page],
    queryFn: () => fetchPage('/user/get-remittance-pdf', opts.page, opts.userId ? { user_id: opts.userId } : {}),
    placeholderData: keepPreviousData,
  });

/** GET /api/user/{id}/get-annual-document: a partner user's annual documents. */
export const annualDocumentsQuery = (opts: { userId: number; page: number }) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'annual', opts.userId, opts.page],
    queryFn: () => fetchPage(`/user/${opts.userId}/get-annual-document`, opts.page),
    placeholderData: keepPreviousData,
  });

/** The query of one page of a document list (every list's has this shape). */
export type DocumentPageQuery = ReturnType<typeof annualDocumentsQuery>;

/** GET /api/partner/resources: what staff shared with every partner. */
export const resourcesQuery = (page: number) =>
  queryOptions({ queryKey: [...DOCUMENTS_KEY, 'resource', page], queryFn: () => fetchPage('/partner/resources', page), placeholderData: keepPreviousData });

/** Multipart form data: the text fields first, then the file (the server reads the fields that come before it). */
export function documentForm(fields: Record<string, string>, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** The upload calls (staff): a remittance advice or annual document for a partner user, or a resource for all. */
export const uploadRemittance = (userId: number, form: FormData) => apiUpload<PartnerDocument>(`/user/${userId}/remittance-pdf`, form);
export const uploadAnnualDocument = (userId: number, form: FormData) => apiUpload<PartnerDocument>(`/user/${userId}/annual-document`, form);
export const uploadResource = (form: FormData) => apiUpload<PartnerDocument>('/admin/resources', form);

/** GET /api/user/download-remittance-pdf/{id}, saved under the file's own name. */
export async function downloadDocument(doc: PartnerDocument): Promise<void> {
  const file = await apiFile(`/user/download-remittance-pdf/${doc.id}`);
  saveFile(file.blob, file.filename ?? doc.file_name);
}

/** Every document list refreshes after a change (a download can change a New badge too). */
export function useDocumentMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }) });
}

export const useDownloadDocument = () => useDocumentMutation(downloadDocument);
export const useSetDocumentStatus = () =>
  useDocumentMutation((body: DocumentStatus) => apiRequest<PartnerDocument>('/user/update-remittance-pdf-status', { method: 'POST', body }));

/** The DELETE call that fits a document's kind (staff). */
export const useDeleteDocument = () =>
  useDocumentMutation((doc: PartnerDocument) =>
    apiRequest<null>(doc.kind === 'resource' ? `/admin/resources/${doc.id}` : doc.kind === 'remittance' ? `/user/delete-remittance-pdf/${doc.id}` : `/user/delete-document/${doc.id}`, {
      method: 'DELETE',
    }),
  );
