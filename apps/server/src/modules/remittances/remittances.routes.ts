import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  remittanceCreateSchema,
  remittanceOwedQuerySchema,
  remittanceOwedResponseSchema,
  remittanceIdParamsSchema,
  adminRemittanceListQuerySchema,
  remittanceListResponseSchema,
  remittanceMessages,
  remittanceResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { createRemittance, getRemittance, listOwed, listRemittances } from './remittances.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Staff remittances to partners: what each is owed, the remittances made, and making one (/admin/giving/remittance). */
export async function remittanceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['remittances'];
  const config = { allow: ['admin'] as 'admin'[] };

  r.get(
    '/admin/remittances/due',
    { config, schema: { tags, summary: 'What partners are owed up to the period end: paid contributions not yet remitted, per project', querystring: remittanceOwedQuerySchema, response: { 200: remittanceOwedResponseSchema, ...errors } } },
    async (request) => ok(await listOwed(ctx.db, request.query)),
  );
  r.get(
    '/admin/remittances',
    { config, schema: { tags, summary: 'Remittances made, newest first (one partner with partner_id)', querystring: adminRemittanceListQuerySchema, response: { 200: remittanceListResponseSchema, ...errors } } },
    async (request) => okBody(await listRemittances(ctx.db, request.query)),
  );
  r.get(
    '/admin/remittances/:id',
    { config, schema: { tags, summary: 'One remittance with its projects and the partner acknowledgement', params: remittanceIdParamsSchema, response: { 200: remittanceResponseSchema, ...errors } } },
    async (request) => ok(await getRemittance(ctx.db, request.params.id)),
  );
  r.post(
    '/admin/remittances',
    {
      config,
      schema: {
        tags,
        summary: "Remit what a partner is owed up to the period end: marks those contributions remitted once, files the advice PDF in the partner's resources and e-mails it",
        body: remittanceCreateSchema,
        response: { 200: remittanceResponseSchema, ...errors },
      },
    },
    async (request) => ok(await createRemittance(ctx, request.log, requireAuth(request), request.body, request.ip), remittanceMessages.created),
  );
}
