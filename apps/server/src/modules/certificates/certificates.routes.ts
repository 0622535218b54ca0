import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateCodeParamsSchema,
  certificateFileName,
  certificateQuerySchema,
  certificateResponseSchema,
  certificateVerifyResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { buildCertificateSvg } from '../../lib/certificate-svg.js';
import { buildCertificatePdf } from '../../lib/pdf/certificate.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { createCertificateService } from './certificates.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Gratitude certificates (the member's /user/impact-certifcate screen) and their public check. */
export async function certificateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['certificates'];
  const service = createCertificateService(ctx.db, ctx.config);

  r.get(
    '/user/impact-certifcate',
    {
      schema: {
        tags,
        summary: "Today's gratitude certificate of the member's account: JSON, a PDF or an SVG image",
        querystring: certificateQuerySchema,
        response: { 200: z.union([certificateResponseSchema, z.unknown().describe('application/pdf or image/svg+xml')]), ...errors },
      },
    },
    async (request, reply) => {
      const certificate = await service.issue(requireAuth(request), request.query);
      reply.header('cache-control', 'private, no-store');
      const art = { ...certificate, verifyUrl: certificate.verify_url };
      if (request.query.format === 'pdf') {
        const pdf = await buildCertificatePdf(art);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${certificateFileName(certificate.issued_on, 'pdf')}"`)
          .send(pdf);
      }
      if (request.query.format === 'svg') {
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('content-disposition', `inline; filename="${certificateFileName(certificate.issued_on, 'svg')}"`)
          .send(buildCertificateSvg(art));
      }
      return ok(certificate);
    },
  );

  r.get(
    '/certificates/:code',
    {
      config: { public: true },
      schema: { tags, summary: 'Checks a certificate against the ledger (public)', params: certificateCodeParamsSchema, response: { 200: certificateVerifyResponseSchema, ...errorResponses(404, 422) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(await service.verify(request.params.code));
    },
  );
}
