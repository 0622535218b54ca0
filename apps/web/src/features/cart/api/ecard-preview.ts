import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { getAccessToken } from '../../../lib/auth';
import { readEnvelope } from '../../../lib/api-error';

export type EcardPreviewInput = { templateId: number; message: string; recipientName: string };

/**
 * GET /api/cart/preview-ecard: the e-card as an image (SVG), fetched with the session's bearer token,
 * since an <img> cannot send one. The screen shows the blob through an object URL.
 */
export async function fetchEcardPreview(input: EcardPreviewInput, signal?: AbortSignal): Promise<Blob> {
  const params = new URLSearchParams({ current_template_id: String(input.templateId), msg: input.message });
  if (input.recipientName.trim()) params.set('recipient_name', input.recipientName.trim());
  const token = getAccessToken();
  const response = await fetch(`/api/cart/preview-ecard?${params.toString()}`, {
    headers: { Accept: 'image/svg+xml', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) {
    // Failures answer the JSON error envelope: this throws the server's message as an ApiError.
    await readEnvelope(response);
    throw new ApiError(response.status, 'The preview could not be made.');
  }
  return response.blob();
}

/** The preview of the e-card being edited; the previous image stays up while the next one loads. */
export const ecardPreviewQuery = (input: EcardPreviewInput) =>
  queryOptions({
    queryKey: ['ecard', 'preview', input.templateId, input.message, input.recipientName.trim()],
    queryFn: ({ signal }) => fetchEcardPreview(input, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
