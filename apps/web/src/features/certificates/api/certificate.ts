import { queryOptions } from '@tanstack/react-query';
import type { Certificate, CertificateFigures } from '@goodhive/contract';
import { certificateFileName } from '@goodhive/contract/texts';
import { api, apiFile } from '../../../lib/api';
import { saveFile, svgToPng } from '../../../lib/download';

/** The certificate art's size in pixels (A4 landscape); the PNG download has this size. */
export const CERTIFICATE_PX = { width: 1600, height: 1131 } as const;

/** GET /api/user/impact-certifcate: today's certificate of the account the member shows. */
export const certificateQuery = (userId: number, account: string) =>
  queryOptions({
    queryKey: ['certificate', userId, account],
    queryFn: () => api.get<Certificate>('/user/impact-certifcate'),
    retry: false,
  });

/** The certificate art as an SVG blob (preview and PNG source). */
export const certificateArtQuery = (userId: number, account: string) =>
  queryOptions({
    queryKey: ['certificate', userId, account, 'svg'],
    queryFn: async () => (await apiFile('/user/impact-certifcate', { query: { format: 'svg' } })).blob,
    retry: false,
  });

export async function downloadCertificatePdf(issuedOn: string): Promise<void> {
  const file = await apiFile('/user/impact-certifcate', { query: { format: 'pdf' } });
  saveFile(file.blob, file.filename ?? certificateFileName(issuedOn, 'pdf'));
}

export async function downloadCertificatePng(svg: Blob, issuedOn: string): Promise<void> {
  saveFile(await svgToPng(svg, CERTIFICATE_PX.width, CERTIFICATE_PX.height), certificateFileName(issuedOn, 'png'));
}

/** GET /api/certificates/{code}: the figures the ledger confirms (public). */
export const verifiedCertificateQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificate', 'verify', code],
    queryFn: () => api.get<CertificateFigures & { code: string }>(`/certificates/${encodeURIComponent(code)}`, { auth: false }),
    retry: false,
  });
