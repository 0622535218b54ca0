import { queryOptions } from '@tanstack/react-query';
import type { MediaKit } from '@goodhive/contract';
import { mediaKitFileName, type SharingTemplateId, type UsefulGuideSlug, type WrittenPieceId } from '@goodhive/contract/texts';
import { api, apiFile } from '../../../lib/api';
import { saveFile, svgToPng } from '../../../lib/download';

/** GET /api/media-kit: the figures, templates and texts of the account the member acts as. */
export const mediaKitQuery = (userId: number, account: string) =>
  queryOptions({
    queryKey: ['media-kit', userId, account],
    queryFn: () => api.get<MediaKit>('/media-kit'),
  });

/** A sharing template as an SVG blob (preview, SVG download and PNG source). */
export const templateArtQuery = (userId: number, account: string, id: SharingTemplateId) =>
  queryOptions({
    queryKey: ['media-kit', userId, account, 'template', id],
    queryFn: async () => (await apiFile(`/media-kit/templates/${id}`)).blob,
  });

type TemplateRef = { id: SharingTemplateId; width: number; height: number; file_name: string };

export function downloadTemplateSvg(svg: Blob, template: TemplateRef): void {
  saveFile(svg, template.file_name);
}

/** The template drawn at its own size as a PNG (the server serves SVG; the browser rasterises it). */
export async function downloadTemplatePng(svg: Blob, template: TemplateRef, name: string): Promise<void> {
  saveFile(await svgToPng(svg, template.width, template.height), mediaKitFileName.template(name, template.id, 'png'));
}

export async function downloadWrittenPiece(id: WrittenPieceId, fallbackName: string): Promise<void> {
  const file = await apiFile(`/media-kit/written/${id}`);
  saveFile(file.blob, file.filename ?? fallbackName);
}

export async function downloadBrandGuideline(): Promise<void> {
  const file = await apiFile('/media-kit/brand-guideline');
  saveFile(file.blob, file.filename ?? mediaKitFileName.guideline);
}

export async function downloadGuide(slug: UsefulGuideSlug): Promise<void> {
  const file = await apiFile(`/useful-resources/guides/${slug}`);
  saveFile(file.blob, file.filename ?? mediaKitFileName.guide(slug));
}
