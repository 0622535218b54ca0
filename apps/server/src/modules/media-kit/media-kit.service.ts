import {
  SHARING_TEMPLATES,
  USEFUL_GUIDES,
  WRITTEN_PIECES,
  hasFigures,
  mediaKitFileName,
  mediaKitMessages,
  type MediaKit,
  type MediaKitFigures,
  type MediaKitQuery,
  type SharingTemplateId,
  type UsefulGuideSlug,
  type WrittenPieceId,
} from '@goodhive/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AuthContext } from '../../http/auth.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { getStatImpacts } from '../impact/index.js';
import { findWidgetOwner } from '../widgets/index.js';
import { buildBrandGuidelinePdf, buildGuidePdf } from './media-kit-pdf.js';
import { buildSharingTemplateSvg } from './sharing-template-svg.js';

/** How many causes the pieces name. */
const TOP_CAUSES = 3;

/** A file the routes send: its bytes or text, its type and its download name. */
export type MediaKitFile = { body: string | Buffer; type: string; fileName: string };

/**
 * Whose kit and with which figures: the account the member acts as (or picks; staff may read anyone's by
 * user_id), with the totals of its paid impacts as the impact module's dashboard counts them.
 */
async function figuresOf(db: DbOrTx, auth: AuthContext, q: MediaKitQuery) {
  if (auth.userType === 'partner') throw forbidden(mediaKitMessages.partnersNotAllowed);
  const stats = await getStatImpacts(db, auth, q.user_id ?? auth.userId, { account: q.account, company_id: q.company_id });
  const owner = await findWidgetOwner(db, stats.account === 'company' ? { account: 'company', id: stats.company_id! } : { account: 'user', id: stats.user_id });
  if (!owner) throw notFound();
  const figures: MediaKitFigures = {
    name: owner.name,
    total_impacts: stats.total_impacts,
    beneficiaries: stats.beneficiaries,
    projects_supported: stats.projects_supported,
    countries_reached: stats.countries_reached,
    amount_usd: stats.amt_total_usd,
    causes: stats.categories.slice(0, TOP_CAUSES).map((c) => c.name),
  };
  return { stats, figures };
}

/** GET /api/media-kit: the account's figures, and the templates and written pieces filled with them. */
export async function getMediaKit(db: DbOrTx, auth: AuthContext, q: MediaKitQuery): Promise<MediaKit> {
  const { stats, figures } = await figuresOf(db, auth, q);
  return {
    account: stats.account,
    user_id: stats.user_id,
    company_id: stats.company_id,
    figures,
    has_figures: hasFigures(figures),
    templates: SHARING_TEMPLATES.map((t) => ({ id: t.id, label: t.label, use: t.use, width: t.width, height: t.height, file_name: mediaKitFileName.template(figures.name, t.id, 'svg') })),
    written: WRITTEN_PIECES.map((p) => ({ id: p.id, title: p.title, use: p.use, text: p.build(figures), file_name: mediaKitFileName.written(figures.name, p.id) })),
  };
}

/** GET /api/media-kit/templates/{template}: a sharing template as an SVG image of the account's figures. */
export async function getSharingTemplate(db: DbOrTx, auth: AuthContext, id: SharingTemplateId, q: MediaKitQuery): Promise<MediaKitFile> {
  const { figures } = await figuresOf(db, auth, q);
  return { body: buildSharingTemplateSvg(id, figures), type: 'image/svg+xml; charset=utf-8', fileName: mediaKitFileName.template(figures.name, id, 'svg') };
}

/** GET /api/media-kit/written/{piece}: one written piece as a text file. */
export async function getWrittenPiece(db: DbOrTx, auth: AuthContext, id: WrittenPieceId, q: MediaKitQuery): Promise<MediaKitFile> {
  const { figures } = await figuresOf(db, auth, q);
  const piece = WRITTEN_PIECES.find((p) => p.id === id)!;
  return { body: `${piece.build(figures)}\n`, type: 'text/plain; charset=utf-8', fileName: mediaKitFileName.written(figures.name, id) };
}

/** GET /api/media-kit/brand-guideline: the brand guideline PDF (the same for everyone). */
export async function getBrandGuideline(): Promise<MediaKitFile> {
  return { body: await buildBrandGuidelinePdf(), type: 'application/pdf', fileName: mediaKitFileName.guideline };
}

/** GET /api/useful-resources/guides/{guide}: a downloadable guide as a PDF. */
export async function getUsefulGuide(slug: UsefulGuideSlug): Promise<MediaKitFile> {
  const guide = USEFUL_GUIDES.find((g) => g.slug === slug)!;
  return { body: await buildGuidePdf(guide), type: 'application/pdf', fileName: mediaKitFileName.guide(slug) };
}
