import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeBannerResponseSchema,
  bannerDeletedResponseSchema,
  bannerInputSchema,
  bannerListResponseSchema,
  bannerParamsSchema,
  bannerPlacementParamsSchema,
  bannerResponseSchema,
  bannerTexts,
  type BannerInput,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { validationError } from '../../lib/errors.js';
import { readMultipartForm, type UploadedBytes } from '../files/index.js';
import { createBanner, deleteBanner, getActiveBanner, getBanner, listBanners, updateBanner } from './banners.service.js';

/** Field errors of the banner form, keyed as the form names its fields. */
function zodFieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) (out[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return out;
}

/** Reads the banner form (multipart with an optional file 'image', or JSON) and checks its fields before anything is stored. */
async function readBannerForm(request: FastifyRequest, maxBytes: number): Promise<{ input: BannerInput; image: UploadedBytes | null }> {
  const { fields, file } = await readMultipartForm(request, maxBytes);
  const parsed = bannerInputSchema.safeParse(fields);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  if (file && file.fieldName !== 'image') throw validationError({ image: [bannerTexts.imageInvalid] });
  return { input: parsed.data, image: file };
}

/** Banners: staff manage them (admin-and-partner.md §7.7); anyone reads the one active in a placement. */
export async function bannerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['banners'];
  const staff = { allow: ['admin' as const] };
  const deps = { db: ctx.db, storage: ctx.storage };
  const maxBytes = ctx.config.uploads.maxBytes;

  r.get(
    '/v2/banner/active-banner/:placement',
    {
      config: { public: true },
      schema: { tags, summary: 'The banner shown now in a placement (header), or null', params: bannerPlacementParamsSchema, response: { 200: activeBannerResponseSchema, ...errorResponses(422) } },
    },
    async (request, reply) => {
      // Browsers ask again on every page load (answered from the server's memory), so a banner staff change or
      // delete leaves members' screens at their next page, as the delete dialog promises.
      reply.header('cache-control', 'no-cache');
      return ok(await getActiveBanner(ctx.db, request.params.placement));
    },
  );

  r.get('/v2/banner', { config: staff, schema: { tags, summary: 'Every banner, newest first (staff)', response: { 200: bannerListResponseSchema, ...errorResponses(401, 403) } } }, async () =>
    ok(await listBanners(ctx.db)),
  );

  r.get(
    '/v2/banner/:id',
    { config: staff, schema: { tags, summary: 'One banner (staff)', params: bannerParamsSchema, response: { 200: bannerResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await getBanner(ctx.db, request.params.id)),
  );

  r.post(
    '/v2/banner/add',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Add a banner (multipart: title, link, placement, start_at, end_at, show_usd_notification, active and an optional image)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: bannerResponseSchema, ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request) => {
      const { input, image } = await readBannerForm(request, maxBytes);
      const saved = await createBanner(deps, requireAuth(request), input, image);
      return ok(saved.banner, saved.message);
    },
  );

  r.post(
    '/v2/banner/edit/:id',
    {
      config: staff,
      schema: { tags, summary: 'Save a banner (multipart as for add; no image keeps the current one)', params: bannerParamsSchema, consumes: ['multipart/form-data', 'application/json'], response: { 200: bannerResponseSchema, ...errorResponses(401, 403, 404, 413, 422) } },
    },
    async (request) => {
      const { input, image } = await readBannerForm(request, maxBytes);
      const saved = await updateBanner(deps, requireAuth(request), request.params.id, input, image);
      return ok(saved.banner, saved.message);
    },
  );

  r.delete(
    '/v2/banner/:id',
    { config: staff, schema: { tags, summary: 'Delete a banner', params: bannerParamsSchema, response: { 200: bannerDeletedResponseSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => ok(await deleteBanner(ctx.db, requireAuth(request), request.params.id), bannerTexts.deleted),
  );
}
