import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allocateTokenResponseSchema, allocateTokenSchema, companyQuerySchema, companyTokenDetailsRequestSchema, companyTokenDetailsResponseSchema, empIssueTokensResponseSchema, empIssueTokensSchema, employeeCsvPreviewResponseSchema, employeeTokenListRequestSchema, employeeTokenListResponseSchema, expiredTokensQuerySchema, givingMessages, holderTokensResponseSchema, issueTokenSchema, nextBillingDateResponseSchema, purchaseTokenResponseSchema, purchaseTokenSchema, revokeDelEmployeeSchema, revokeTokenSchema, tokenChangeResponseSchema, tokenClaimInfoResponseSchema, tokenClaimParamsSchema, tokenClaimResponseSchema, tokenClaimSchema, tokenDetailsResponseSchema, tokenIdRequestSchema, tokenIdsSchema, tokenImpactRequestSchema, tokenImpactResponseSchema, TOKEN_LIMITS, tokenMessages, tokenNotificationQuerySchema, tokenNotificationsResponseSchema, tokenReceiptQuerySchema, impactTokenResponseSchema, updateTokenStatusSchema, idSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { notFound } from '../../lib/errors.js';
import { toAmount } from '../../lib/money.js';
import type { PaymentOutcome } from '../../lib/payments/index.js';
import { renderSandboxPage } from '../../lib/payments/sandbox-page.js';
import { sandboxCardOutcome } from '../../lib/payments/sandbox.js';
import { readUploadedCsv } from './token-csv.js';
import * as holder from './token-holder.service.js';
import * as service from './tokens.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const idParams = z.object({ id: idSchema });
/**
 * The checked list of an import is sent back whole: up to 10,000 rows of at most about 400 bytes each, more than the
 * app's 1 MB default for a request body.
 */
const EMP_ISSUE_BODY_LIMIT = TOKEN_LIMITS.maxCsvRows * 512;

/** Impact tokens, under /api/v2/token/: purchase, balance, issue (one or a CSV), revoke, delete, allocate, notices. */
export async function tokenCallRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tokens'];
  const base = '/v2/token';

  // Buying
  r.post(`${base}/purchaseToken`, { schema: { tags, summary: 'Buy impact tokens for the company (US dollars) through the payment provider', body: purchaseTokenSchema, response: { 200: purchaseTokenResponseSchema, ...errors } } }, async (request) =>
    ok(await service.purchaseTokens(ctx, requireAuth(request), request.body), tokenMessages.purchaseStarted),
  );
  r.get(
    `${base}/getTokenPaymentReceipt`,
    { schema: { tags, summary: 'PDF receipt of a paid token purchase (token_data = purchase id)', querystring: tokenReceiptQuerySchema, response: { 200: z.unknown().describe('application/pdf'), ...errors } } },
    async (request, reply) => {
      const { pdf, fileName } = await service.tokenReceiptPdf(ctx.db, requireAuth(request), request.query.token_data);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(pdf);
    },
  );

  // The company's side
  r.post(`${base}/company-token-details`, { schema: { tags, summary: "The company's token balance and totals (purchased, issued, allocated, revoked, expired)", body: companyTokenDetailsRequestSchema.optional(), response: { 200: companyTokenDetailsResponseSchema, ...errors } } }, async (request) =>
    ok(await service.companyTokenDetails(ctx.db, requireAuth(request), request.body?.company_id)),
  );
  r.post(`${base}/getEmployeeToken`, { schema: { tags, summary: "The company's tokens and their holders (paged, search, status)", body: employeeTokenListRequestSchema, response: { 200: employeeTokenListResponseSchema, ...errors } } }, async (request) =>
    okBody(await service.listEmployeeTokens(ctx.db, requireAuth(request), request.body)),
  );
  r.post(`${base}/getEmployeeTokenDetails`, { schema: { tags, summary: 'One token of the company with its movements and allocations', body: tokenIdRequestSchema, response: { 200: tokenDetailsResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.tokenDetails(ctx.db, requireAuth(request), request.body.token_id, 'issuer')),
  );
  r.post(`${base}/issueToken`, { schema: { tags, summary: 'Issue tokens to one person by e-mail (from the company balance)', body: issueTokenSchema, response: { 200: impactTokenResponseSchema, ...errors } } }, async (request) => {
    const token = await service.issueToken(ctx, requireAuth(request), request.body, request.log);
    return ok(token, tokenMessages.issued(token.email));
  });
  r.post(
    `${base}/import-employee-csv`,
    { schema: { tags, summary: 'Read and check an employee CSV (multipart field file; email, first_name, last_name, token_amount): a preview, nothing saved', consumes: ['multipart/form-data'], querystring: companyQuerySchema, response: { 200: employeeCsvPreviewResponseSchema, ...errors } } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await service.previewEmployeeCsv(ctx.db, auth, request.query.company_id, await readUploadedCsv(request)));
    },
  );
  r.post(`${base}/emp-issue-tokens`, { bodyLimit: EMP_ISSUE_BODY_LIMIT, schema: { tags, summary: 'Issue tokens to a checked list of employees (all rows or none)', body: empIssueTokensSchema, response: { 200: empIssueTokensResponseSchema, ...errors } } }, async (request) => {
    const result = await service.issueTokensToEmployees(ctx, requireAuth(request), request.body, request.log);
    return ok(result, tokenMessages.issuedMany(result.issued));
  });
  r.get(`${base}/getEmployeeToExport`, { schema: { tags, summary: "The company's token holders as CSV (formula-safe)", querystring: companyQuerySchema, response: { 200: z.unknown().describe('text/csv'), ...errors } } }, async (request, reply) => {
    const { csv, fileName } = await service.exportEmployeeTokens(ctx.db, requireAuth(request), request.query.company_id);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(csv);
  });
  r.post(`${base}/revokeToken`, { schema: { tags, summary: 'Revoke one token: its unallocated value returns to the company', body: revokeTokenSchema, response: { 200: tokenChangeResponseSchema, ...errors } } }, async (request) =>
    ok(await service.revokeTokens(ctx.db, requireAuth(request), [request.body.token_id], 'revoke'), tokenMessages.revoked),
  );
  r.post(`${base}/emp-revoke-tokens`, { schema: { tags, summary: 'Revoke several tokens', body: tokenIdsSchema, response: { 200: tokenChangeResponseSchema, ...errors } } }, async (request) =>
    ok(await service.revokeTokens(ctx.db, requireAuth(request), request.body.token_ids, 'revoke'), tokenMessages.revoked),
  );
  r.post(`${base}/emp-delete-tokens`, { schema: { tags, summary: 'Delete several tokens (unallocated value returns to the company; they leave the list)', body: tokenIdsSchema, response: { 200: tokenChangeResponseSchema, ...errors } } }, async (request) =>
    ok(await service.revokeTokens(ctx.db, requireAuth(request), request.body.token_ids, 'delete'), tokenMessages.deleted),
  );
  r.post(`${base}/revoke-del-employee-token`, { schema: { tags, summary: 'Revoke and remove every token the company gave one person (by e-mail)', body: revokeDelEmployeeSchema, response: { 200: tokenChangeResponseSchema, ...errors } } }, async (request) =>
    ok(await service.revokeAndDeleteEmployee(ctx.db, requireAuth(request), request.body), tokenMessages.deleted),
  );
  r.post(`${base}/updateStatus`, { schema: { tags, summary: 'Pause or resume a token', body: updateTokenStatusSchema, response: { 200: impactTokenResponseSchema, ...errors } } }, async (request) =>
    ok(await service.updateTokenStatus(ctx.db, requireAuth(request), request.body), tokenMessages.statusUpdated),
  );
  r.get(`${base}/getNextBillingDate/:id`, { schema: { tags, summary: "The company's next membership billing date", params: idParams, response: { 200: nextBillingDateResponseSchema, ...errors } } }, async (request) =>
    ok(await service.nextBillingDate(ctx.db, requireAuth(request), request.params.id)),
  );
  r.get(`${base}/get-expired-tokens`, { schema: { tags, summary: 'Expired tokens of the company (staff: of all companies)', querystring: expiredTokensQuerySchema, response: { 200: employeeTokenListResponseSchema, ...errors } } }, async (request) =>
    okBody(await holder.expiredTokens(ctx.db, requireAuth(request), request.query)),
  );
  r.get(`${base}/getTokenNotificationByCompany`, { schema: { tags, summary: "Notices of the company's tokens expiring within 7 days or expired in the last 30", querystring: companyQuerySchema, response: { 200: tokenNotificationsResponseSchema, ...errors } } }, async (request) => {
    const auth = requireAuth(request);
    const companyId = request.query.company_id ?? undefined;
    return ok(await holder.tokenNotifications(ctx.db, auth, { companyId: companyId ?? (await service.resolveTokenCompany(ctx.db, auth, undefined)).company.id }));
  });
  r.get(`${base}/getTokenNotificationByUser`, { schema: { tags, summary: "Notices of the signed-in holder's tokens", querystring: tokenNotificationQuerySchema, response: { 200: tokenNotificationsResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.tokenNotifications(ctx.db, requireAuth(request), { userId: request.query.user_id })),
  );
  r.get(`${base}/getTokenNotification`, { schema: { tags, summary: 'Token notices by user_id, company_id and account_type', querystring: tokenNotificationQuerySchema, response: { 200: tokenNotificationsResponseSchema, ...errors } } }, async (request) => {
    const q = request.query;
    const byCompany = q.account_type === 'company' || (q.company_id !== undefined && q.account_type === undefined);
    return ok(await holder.tokenNotifications(ctx.db, requireAuth(request), byCompany ? { companyId: q.company_id } : { userId: q.user_id }));
  });

  // The holder's side
  r.post(`${base}/getTokenByUser`, { config: { downgraded: 'allow' as const }, schema: { tags, summary: "The signed-in person's tokens, balance and gift dialog (Token info)", response: { 200: holderTokensResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.holderTokens(ctx.db, requireAuth(request))),
  );
  r.post(`${base}/user-token-details`, { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'One of the signed-in person’s tokens with its movements and allocations', body: tokenIdRequestSchema, response: { 200: tokenDetailsResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.tokenDetails(ctx.db, requireAuth(request), request.body.token_id, 'holder')),
  );
  r.post(`${base}/external-token-details`, { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'The external tokens (issued by staff) of the signed-in person', response: { 200: holderTokensResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.holderTokens(ctx.db, requireAuth(request), 'external')),
  );
  r.post(`${base}/gift-displayed`, { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'The token gift dialog was shown; it is not shown again', response: { 200: holderTokensResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.markGiftDisplayed(ctx.db, requireAuth(request)), tokenMessages.giftShown),
  );
  r.post(`${base}/allocate-token`, { schema: { tags, summary: 'Give from a token to a project: a paid contribution for the company and the holder', body: allocateTokenSchema, response: { 200: allocateTokenResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.allocateToken(ctx.db, requireAuth(request), request.body), tokenMessages.allocated),
  );
  r.post(`${base}/getTokenImpact`, { schema: { tags, summary: 'What token-paid giving achieved (company_id for a company, else the signed-in holder)', body: tokenImpactRequestSchema.optional(), response: { 200: tokenImpactResponseSchema, ...errors } } }, async (request) =>
    ok(await holder.tokenImpact(ctx.db, requireAuth(request), request.body?.company_id)),
  );

  // The e-mail link of a recipient without an account
  const pub = { public: true };
  r.get(`${base}/claim/:key`, { config: pub, schema: { tags, summary: 'What a token e-mail link is for (public)', params: tokenClaimParamsSchema, response: { 200: tokenClaimInfoResponseSchema, ...errorResponses(404) } } }, async (request) =>
    ok(await holder.readClaim(ctx.db, request.params.key)),
  );
  r.post(`${base}/claim/:key`, { config: pub, schema: { tags, summary: 'Set up the light account of a token recipient (public, once)', params: tokenClaimParamsSchema, body: tokenClaimSchema, response: { 200: tokenClaimResponseSchema, ...errorResponses(404, 409, 422) } } }, async (request) =>
    ok(await holder.acceptClaim(ctx.db, request.params.key, request.body), tokenMessages.claimed),
  );
}

/** The sandbox's hosted page for token purchases; it confirms through the one confirm path. */
export async function tokenPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tokens'];
  const pub = { public: true, downgraded: 'allow' as const };
  const params = z.object({ key: z.string().min(10).max(120) });
  const form = z.object({ action: z.string().max(20).optional(), card_number: z.string().max(40).optional(), expiry: z.string().max(10).optional(), cvc: z.string().max(8).optional() }).optional();
  const action = (key: string) => `/api/v2/token/sandbox/${encodeURIComponent(key)}`;
  const html = (reply: FastifyReply, page: Parameters<typeof renderSandboxPage>[0], status = 200) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderSandboxPage(page));

  async function load(key: string, reply: FastifyReply) {
    if (ctx.config.paymentProvider !== 'sandbox') throw notFound();
    const p = await service.findPurchaseBySandboxKey(ctx.db, key);
    if (!p) {
      await html(reply, { mode: 'message', title: 'Payment not found', text: 'This payment page does not exist. Please return to Impact Tokens.' }, 404);
      return null;
    }
    if (p.status !== 'pending') {
      await reply.redirect(service.tokenPurchaseResultUrl(ctx.config, p.id), 303);
      return null;
    }
    return p;
  }
  const title = 'Impact Tokens';
  const settle = async (p: { id: number; provider_session_id: string | null; amount_usd_cents: number }, outcome: PaymentOutcome, reply: FastifyReply) => {
    await service.handleTokenPurchaseEventAndNotify(
      ctx,
      { provider: 'sandbox', eventId: `sbx_t${p.id}_${outcome}`, eventType: `sandbox.${outcome}`, providerSessionId: p.provider_session_id!, outcome, amountCents: outcome === 'succeeded' ? p.amount_usd_cents : null, currency: 'USD', reference: p.provider_session_id },
      reply.log,
    );
    return reply.redirect(service.tokenPurchaseResultUrl(ctx.config, p.id), 303);
  };

  r.get('/v2/token/sandbox/:key', { config: pub, schema: { tags, summary: 'Sandbox hosted payment page for a token purchase (HTML)', params } }, async (request, reply) => {
    const p = await load(request.params.key, reply);
    if (!p) return reply;
    return html(reply, { mode: 'card', action: action(request.params.key), title, amountUsd: toAmount(p.amount_usd_cents) });
  });
  r.post('/v2/token/sandbox/:key', { config: pub, schema: { tags, summary: 'Submit the token sandbox card form (action=pay with card_number, or action=cancel)', params, body: form } }, async (request, reply) => {
    const p = await load(request.params.key, reply);
    if (!p) return reply;
    if (request.body?.action === 'cancel') return settle(p, 'cancelled', reply);
    const card = request.body?.card_number ?? '';
    const outcome = sandboxCardOutcome(card);
    if (outcome === 'unknown') return html(reply, { mode: 'card', action: action(request.params.key), title, amountUsd: toAmount(p.amount_usd_cents), error: givingMessages.unknownTestCard, cardNumber: card }, 422);
    if (outcome === 'requires_confirmation') return html(reply, { mode: 'confirm', action: action(request.params.key), title, amountUsd: toAmount(p.amount_usd_cents) });
    return settle(p, outcome === 'succeeds' ? 'succeeded' : 'failed', reply);
  });
  r.post('/v2/token/sandbox/:key/confirm', { config: pub, schema: { tags, summary: 'Complete or fail the token sandbox confirmation step (action=complete|fail)', params, body: form } }, async (request, reply) => {
    const p = await load(request.params.key, reply);
    if (!p) return reply;
    return settle(p, request.body?.action === 'complete' ? 'succeeded' : 'failed', reply);
  });
}
