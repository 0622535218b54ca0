import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingMessages } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { notFound } from '../../lib/errors.js';
import { sandboxProviderFor } from '../../lib/payments/index.js';
import { parseExpiry } from '../../lib/payments/sandbox.js';
import { renderSandboxPage, type SandboxPage } from '../../lib/payments/sandbox-page.js';
import { billingReturnUrl, cancelCardSetup, completeCardSetup, findOpenCardSetup, finishProviderCardSetup } from './billing.service.js';

const params = z.object({ key: z.string().min(10).max(80) });
const form = z.object({ action: z.string().max(20).optional(), card_number: z.string().max(40).optional(), expiry: z.string().max(10).optional(), cvc: z.string().max(8).optional() }).optional();

/**
 * The pages of adding a card: the sandbox's hosted card page (a plain form posting back here; the number is
 * turned into a signed sandbox payment method and discarded) and the return and cancel addresses the
 * provider's hosted page sends the browser to. All are opened by the session's random key.
 */
export async function billingPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const pub = { public: true };
  const html = (reply: FastifyReply, page: SandboxPage, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderSandboxPage(page));
  const back = (reply: FastifyReply, outcome: 'added' | 'cancelled' | 'failed') => reply.redirect(billingReturnUrl(ctx.config, outcome), 303);

  const cardPage = (key: string, accountName: string, extra: { error?: string; cardNumber?: string } = {}): SandboxPage => ({
    mode: 'card',
    action: `/api/billing/sandbox/${encodeURIComponent(key)}`,
    title: 'Add a card',
    intro: `The card is saved with the payment provider for ${accountName}. Goodhive keeps only its brand, last 4 digits and expiry.`,
    ...extra,
  });
  const missing = (reply: FastifyReply) => html(reply, { mode: 'message', title: 'Card page not found', text: billingMessages.cardSetupNotFound }, 404);

  r.get('/billing/sandbox/:key', { config: pub, schema: { tags, summary: 'Sandbox hosted page to add a card (HTML)', params } }, async (request, reply) => {
    if (!sandboxProviderFor(ctx.config)) throw notFound();
    const open = await findOpenCardSetup(ctx.db, request.params.key);
    if (!open) return missing(reply);
    return html(reply, cardPage(request.params.key, open.accountName));
  });

  r.post('/billing/sandbox/:key', { config: pub, schema: { tags, summary: 'Submit the sandbox card form (action=pay with card_number and expiry, or action=cancel)', params, body: form } }, async (request, reply) => {
    const sandbox = sandboxProviderFor(ctx.config);
    if (!sandbox) throw notFound();
    const key = request.params.key;
    const open = await findOpenCardSetup(ctx.db, key);
    if (!open) return missing(reply);
    if (request.body?.action === 'cancel') {
      await cancelCardSetup(ctx.db, key);
      return back(reply, 'cancelled');
    }
    const number = request.body?.card_number ?? '';
    const expiry = parseExpiry(request.body?.expiry ?? '');
    if (!expiry) return html(reply, cardPage(key, open.accountName, { error: billingMessages.expiryInvalid, cardNumber: number }), 422);
    const now = new Date();
    if (expiry.year < now.getUTCFullYear() || (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)) {
      return html(reply, cardPage(key, open.accountName, { error: billingMessages.cardExpired, cardNumber: number }), 422);
    }
    const paymentMethodId = sandbox.issuePaymentMethod(number, expiry);
    if (!paymentMethodId) return html(reply, cardPage(key, open.accountName, { error: billingMessages.unknownTestCard, cardNumber: number }), 422);
    const method = (await sandbox.retrievePaymentMethod(paymentMethodId))!;
    return back(reply, await completeCardSetup(ctx.db, key, method));
  });

  r.get('/billing/card-setup/:key/return', { config: pub, schema: { tags, summary: "The provider's return after its hosted card page: records the saved card", params } }, async (request, reply) =>
    back(reply, await finishProviderCardSetup(ctx.db, ctx.config, request.params.key)),
  );
  r.get('/billing/card-setup/:key/cancel', { config: pub, schema: { tags, summary: "The provider's return when the card page was left without saving", params } }, async (request, reply) => {
    await cancelCardSetup(ctx.db, request.params.key);
    return back(reply, 'cancelled');
  });
}
