import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountsAdminMessages, employeeTokenListResponseSchema, externalTokenIssueSchema, externalTokenRevokeSchema, impactTokenResponseSchema, tokenChangeResponseSchema, tokenLedgerQuerySchema, tokenLedgerResponseSchema, idSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import * as admin from './token-admin.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const companyParams = z.object({ id: idSchema });
const listQuery = z.object({ search: z.string().trim().max(100).optional(), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(25) });

/** The staff's token calls (admin-and-partner.md §2.1 'Tokens and accounts'): every company's ledger, external tokens. */
export async function tokenAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tokens', 'admin'];
  const config = { allow: ['admin' as const] };

  r.get('/admin/impact-tokens', { config, schema: { tags, summary: "Movements of every company's token ledger (filters: search, company_id, kind, date_from, date_to) with totals by kind", querystring: tokenLedgerQuerySchema, response: { 200: tokenLedgerResponseSchema, ...errors } } }, async (request) =>
    okBody(await admin.tokenLedger(ctx.db, request.query)),
  );
  r.get('/admin/impact-tokens/export', { config, schema: { tags, summary: 'The same movements as CSV (formula-safe)', querystring: tokenLedgerQuerySchema, response: { 200: z.unknown().describe('text/csv'), ...errors } } }, async (request, reply) => {
    const { csv, fileName } = await admin.tokenLedgerCsv(ctx.db, request.query);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
  });
  r.get('/admin/company/:id/external-tokens', { config, schema: { tags, summary: 'External tokens staff issued from the company’s balance', params: companyParams, querystring: listQuery, response: { 200: employeeTokenListResponseSchema, ...errors } } }, async (request) =>
    okBody(await admin.listExternalTokens(ctx.db, request.params.id, request.query)),
  );
  r.post('/admin/company/:id/external-tokens', { config, schema: { tags, summary: 'Issue an external token from the company’s balance to someone outside it (audited, with a reason)', params: companyParams, body: externalTokenIssueSchema, response: { 200: impactTokenResponseSchema, ...errors } } }, async (request) => {
    const token = await admin.issueExternalToken(ctx, requireAuth(request), request.params.id, request.body, request.log);
    return ok(token, accountsAdminMessages.externalIssued(token.email));
  });
  r.post('/admin/company/:id/external-tokens/revoke', { config, schema: { tags, summary: 'Revoke external tokens: what they hold returns to the company (audited, with a reason)', params: companyParams, body: externalTokenRevokeSchema, response: { 200: tokenChangeResponseSchema, ...errors } } }, async (request) => {
    const result = await admin.revokeExternalTokens(ctx.db, requireAuth(request), request.params.id, request.body);
    return ok(result, accountsAdminMessages.externalRevoked(result.tokens));
  });
}
