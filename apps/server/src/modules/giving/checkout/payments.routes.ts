import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { givingMessages, webhookResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { toAmount } from '../../../lib/money.js';
import type { PaymentEvent, PaymentOutcome } from '../../../lib/payments/index.js';
import { sandboxCardOutcome } from '../../../lib/payments/sandbox.js';
import { toPaymentEvent, verifyStripeWebhook } from '../../../lib/payments/stripe.js';
import { handleTokenPurchaseEventAndNotify } from '../../tokens/index.js';
import type { SessionRow } from './checkout.repository.js';
import { findGroupById, findGroupLines, findSandboxSession, resultUrl } from './checkout.service.js';
import { notifyGroupPaid } from './paid-notifications.js';
import { handlePaymentEvent, recordEventOutcome } from './payment-events.service.js';
import { renderSandboxPage, type SandboxPageInput } from './sandbox.page.js';

const sandboxParams = z.object({ key: z.string().min(10).max(120) });
const sandboxForm = z
  .object({
    action: z.string().max(20).optional(),
    card_number: z.string().max(40).optional(),
    expiry: z.string().max(10).optional(),
    cvc: z.string().max(8).optional(),
  })
  .optional();

const html = (reply: FastifyReply, page: SandboxPageInput, status = 200) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderSandboxPage(page));

/**
 * Payment providers' endpoints: the sandbox's hosted page (served here, public, the session key in the URL
 * being the capability) and Stripe's signed webhook. Both confirm through handlePaymentEvent.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const pub = { public: true };

  /** The open sandbox session and its group, or a reply already sent (404 page or redirect to the result). */
  async function loadSandbox(key: string, reply: FastifyReply) {
    // The test-card page must not exist when real payments are configured.
    if (ctx.config.paymentProvider !== 'sandbox') throw notFound();
    let session = await findSandboxSession(ctx.db, key);
    const group = session ? await findGroupById(ctx.db, session.contribution_group_id) : null;
    if (!session || !group) {
      await html(reply, { mode: 'message', title: 'Payment not found', text: 'This payment page does not exist. Please return to your giving cart.' }, 404);
      return null;
    }
    if (session.status === 'open' && session.expires_at.getTime() < Date.now()) {
      await sandboxEvent(session, 'cancelled', 'expired', reply);
      session = (await findSandboxSession(ctx.db, key))!;
    }
    const current = (await findGroupById(ctx.db, group.id))!;
    if (current.status !== 'pending' || !['open', 'requires_action'].includes(session.status)) {
      await reply.redirect(resultUrl(ctx.config, current), 303);
      return null;
    }
    return { session, group: current };
  }

  /** Feeds a sandbox outcome into the one confirm path; the event id makes a repeated submission a duplicate. */
  async function sandboxEvent(session: SessionRow, outcome: PaymentOutcome, name: string, reply: FastifyReply) {
    return handleAndNotify(
      {
        provider: 'sandbox',
        eventId: `sbx_${session.id}_${name}`,
        eventType: `sandbox.${name}`,
        providerSessionId: session.provider_session_id,
        outcome,
        amountCents: outcome === 'succeeded' ? session.amount_due_cents : null,
        currency: session.currency,
        reference: session.provider_session_id,
      },
      reply.log,
    );
  }

  /** The confirm path, then the receipt and gift e-card once the group has just been paid (exactly one event reports 'paid'). */
  async function handleAndNotify(ev: PaymentEvent, log: FastifyBaseLogger) {
    const result = await handlePaymentEvent(ctx.db, ev, log);
    if (result.outcome === 'paid' && !result.duplicate && result.groupId) await notifyGroupPaid(ctx, result.groupId, log);
    return result;
  }

  async function redirectToResult(groupId: number, reply: FastifyReply) {
    const group = (await findGroupById(ctx.db, groupId))!;
    return reply.redirect(resultUrl(ctx.config, group), 303);
  }

  async function cardPage(key: string, session: SessionRow, groupId: number, extra: { error?: string; cardNumber?: string } = {}): Promise<SandboxPageInput> {
    const rows = await findGroupLines(ctx.db, groupId);
    return {
      mode: 'card',
      key,
      groupId,
      amountUsd: toAmount(session.amount_due_cents),
      lines: rows.map((row) => ({ title: row.project.title, quantity: row.c.quantity, unit: row.impact_unit, amountUsd: toAmount(row.c.amt_total_usd_cents) })),
      ...extra,
    };
  }

  r.get('/payments/sandbox/:key', { config: pub, schema: { tags, summary: 'Sandbox hosted payment page (HTML)', params: sandboxParams } }, async (request, reply) => {
    const loaded = await loadSandbox(request.params.key, reply);
    if (!loaded) return reply;
    const { session, group } = loaded;
    if (session.status === 'requires_action') {
      return html(reply, { mode: 'confirm', key: request.params.key, groupId: group.id, amountUsd: toAmount(session.amount_due_cents) });
    }
    return html(reply, await cardPage(request.params.key, session, group.id));
  });

  r.post(
    '/payments/sandbox/:key',
    { config: pub, schema: { tags, summary: 'Submit the sandbox card form (action=pay with card_number, or action=cancel)', params: sandboxParams, body: sandboxForm } },
    async (request, reply) => {
      const loaded = await loadSandbox(request.params.key, reply);
      if (!loaded) return reply;
      const { session, group } = loaded;
      if (request.body?.action === 'cancel') {
        await sandboxEvent(session, 'cancelled', 'cancelled', reply);
        return redirectToResult(group.id, reply);
      }
      const card = request.body?.card_number ?? '';
      const outcome = sandboxCardOutcome(card);
      if (outcome === 'unknown') {
        return html(reply, await cardPage(request.params.key, session, group.id, { error: givingMessages.unknownTestCard, cardNumber: card }), 422);
      }
      if (outcome === 'requires_confirmation') {
        await sandboxEvent(session, 'requires_action', 'requires_action', reply);
        return reply.redirect(`/api/payments/sandbox/${encodeURIComponent(request.params.key)}`, 303);
      }
      await sandboxEvent(session, outcome === 'succeeds' ? 'succeeded' : 'failed', outcome === 'succeeds' ? 'succeeded' : 'failed', reply);
      return redirectToResult(group.id, reply);
    },
  );

  r.post(
    '/payments/sandbox/:key/confirm',
    { config: pub, schema: { tags, summary: 'Complete or fail the sandbox confirmation step (action=complete|fail)', params: sandboxParams, body: sandboxForm } },
    async (request, reply) => {
      const loaded = await loadSandbox(request.params.key, reply);
      if (!loaded) return reply;
      const { session, group } = loaded;
      if (session.status !== 'requires_action') return reply.redirect(`/api/payments/sandbox/${encodeURIComponent(request.params.key)}`, 303);
      const complete = request.body?.action === 'complete';
      await sandboxEvent(session, complete ? 'succeeded' : 'failed', complete ? 'succeeded' : 'failed', reply);
      return redirectToResult(group.id, reply);
    },
  );

  // Stripe signs the exact bytes it sent, so this route keeps the raw body: its own JSON parser, scoped to this plugin.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/stripe/webhook',
      {
        config: pub,
        schema: {
          tags,
          summary: 'Stripe webhook (signed): checkout.session.completed / async_payment_succeeded / async_payment_failed / expired',
          response: { 200: webhookResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const secret = ctx.config.stripeWebhookSecret;
        if (!secret) throw notFound(givingMessages.stripeNotConfigured);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest(givingMessages.invalidSignature);
        let event;
        try {
          event = verifyStripeWebhook(request.body, signature, secret);
        } catch {
          throw badRequest(givingMessages.invalidSignature);
        }
        const mapped = toPaymentEvent(event);
        if (!mapped) return ok({ received: true as const, duplicate: false, outcome: 'ignored' });
        const result = await handleAndNotify(mapped, request.log);
        if (result.outcome === 'unknown_session') {
          // Not a checkout of giving: a token purchase's session confirms through the tokens' path (pending → paid
          // once, under the purchase's ledger key); its outcome is kept on the event, so a repeat is a duplicate.
          const token = await handleTokenPurchaseEventAndNotify(ctx, mapped, request.log);
          if (token.outcome !== 'unknown_session') {
            await recordEventOutcome(ctx.db, mapped.provider, mapped.eventId, `token_${token.outcome}`);
            return ok({ received: true as const, duplicate: false, outcome: `token_${token.outcome}` });
          }
        }
        return ok({ received: true as const, duplicate: result.duplicate, outcome: result.outcome });
      },
    );
  });
}
