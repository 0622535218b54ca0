import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mediaKitQuerySchema, mediaKitResponseSchema, sharingTemplateParamsSchema, usefulGuideParamsSchema, writtenPieceParamsSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { getBrandGuideline, getMediaKit, getSharingTemplate, getUsefulGuide, getWrittenPiece, type MediaKitFile } from './media-kit.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** Sends a generated file as a download. Personalised files are private; the guides may be cached. */
const sendFile = (reply: FastifyReply, file: MediaKitFile, cache: 'private' | 'shared') =>
  reply
    .type(file.type)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', cache === 'private' ? 'private, no-store' : 'private, max-age=3600')
    .send(file.body);

/** The media kit (/media-kit pages) and the useful resources' guides. */
export async function mediaKitRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['media-kit'];

  r.get(
    '/media-kit',
    {
      schema: {
        tags,
        summary: "The media kit of the member's account: its figures, sharing templates and written content filled with them",
        querystring: mediaKitQuerySchema,
        response: { 200: mediaKitResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await getMediaKit(ctx.db, requireAuth(request), request.query));
    },
  );
  r.get(
    '/media-kit/templates/:template',
    {
      schema: {
        tags,
        summary: "A sharing template (social post image) with the account's name and figures, as SVG",
        params: sharingTemplateParamsSchema,
        querystring: mediaKitQuerySchema,
        response: { 200: z.string().describe('image/svg+xml'), ...errors },
      },
    },
    async (request, reply) => sendFile(reply, await getSharingTemplate(ctx.db, requireAuth(request), request.params.template, request.query), 'private'),
  );
  r.get(
    '/media-kit/written/:piece',
    {
      schema: {
        tags,
        summary: "A written piece (website paragraph, e-mail signature, press boilerplate, captions) filled with the account's figures, as text",
        params: writtenPieceParamsSchema,
        querystring: mediaKitQuerySchema,
        response: { 200: z.string().describe('text/plain'), ...errors },
      },
    },
    async (request, reply) => sendFile(reply, await getWrittenPiece(ctx.db, requireAuth(request), request.params.piece, request.query), 'private'),
  );
  r.get(
    '/media-kit/brand-guideline',
    { schema: { tags, summary: 'The brand guideline as a PDF', response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(401, 403) } } },
    async (request, reply) => {
      requireAuth(request);
      return sendFile(reply, await getBrandGuideline(), 'shared');
    },
  );
  r.get(
    '/useful-resources/guides/:guide',
    {
      schema: { tags, summary: 'A useful-resources guide as a PDF', params: usefulGuideParamsSchema, response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(401, 403, 422) } },
    },
    async (request, reply) => {
      requireAuth(request);
      return sendFile(reply, await getUsefulGuide(request.params.guide), 'shared');
    },
  );
}
