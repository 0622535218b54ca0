import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { givingMessages, webhookResponseSchema } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toAmount } from '../../lib/money.js';
import type { PaymentOutcome } from '../../lib/payments/index.js';
import { sandboxCardOutcome } from '../../lib/payments/sandbox.js';
import { toPaymentEvent, verifyStripeWebhook } from '../../lib/payments/stripe.js';
import type { MembershipPaymentRow } from './memberships.repository.js';
import { findMembershipPaymentBySession, findPackageName } from './membership-reads.service.js';
import { findSignUpBySession, signUpResultUrl } from './membership-sign-up.service.js';
import { handleMembershipEventAndNotify } from './membership-payments.service.js';
import { periodOf } from './memberships.presenter.js';
import { membershipResultUrl } from './memberships.service.js';
import { renderMembershipSandboxPage, type MembershipSandboxPage } from './sandbox.page.js';

const params = z.object({ key: z.string().min(10).max(120) });
/** A pending thing the sandbox page takes a card for: a member's membership payment or a sign-up's. */
type Subject = { tag: string; id: number; session: string; cents: number; title: string; resultUrl: string };

const form = z.object({ action: z.string().max(20).optional(), card_number: z.string().max(40).optional(), expiry: z.string().max(10).optional(), cvc: z.string().max(8).optional() }).optional();

/** The sandbox's hosted page for membership payments and the signed Stripe webhook; both confirm through handleMembershipEvent. */
export async function membershipPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['memberships'];
  const pub = { public: true, downgraded: 'allow' as const };
  const html = (reply: FastifyReply, page: MembershipSandboxPage, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMembershipSandboxPage(page));

  /**
   * What a sandbox key pays for: a membership payment of a member, or a sign-up (/sign-up) waiting for its
   * payment; null when a reply was sent already (404 page, or redirect to the result page).
   */
  async function load(key: string, reply: FastifyReply): Promise<Subject | null> {
    if (ctx.config.paymentProvider !== 'sandbox') throw notFound();
    const signUp = await findSignUpBySession(ctx.db, 'sandbox', key);
    if (signUp) {
      const resultUrl = signUpResultUrl(ctx.config, signUp.sign_up_key);
      if (signUp.status !== 'pending') {
        await reply.redirect(resultUrl, 303);
        return null;
      }
      const name = `${await findPackageName(ctx.db, signUp.package_id)} membership · ${periodOf(signUp.membership_period_id)?.name ?? ''}`;
      return { tag: `s${signUp.id}`, id: signUp.id, session: key, cents: signUp.amount_usd_cents, title: name, resultUrl };
    }
    const payment = await findMembershipPaymentBySession(ctx.db, 'sandbox', key);
    if (!payment) {
      await html(reply, { mode: 'message', title: 'Payment not found', text: 'This payment page does not exist. Please return to your membership page.' }, 404);
      return null;
    }
    if (payment.status !== 'pending') {
      await reply.redirect(membershipResultUrl(ctx.config, payment.id), 303);
      return null;
    }
    return { tag: `m${payment.id}`, id: payment.id, session: payment.provider_session_id!, cents: payment.amount_usd_cents, title: await title(payment), resultUrl: membershipResultUrl(ctx.config, payment.id) };
  }
  const title = async (p: MembershipPaymentRow) => `${await findPackageName(ctx.db, p.package_id)} membership · ${periodOf(p.membership_period_id)?.name ?? ''}`;
  const event = (p: Subject, outcome: PaymentOutcome, name: string, reply: FastifyReply) =>
    handleMembershipEventAndNotify(
      ctx,
      {
        provider: 'sandbox',
        eventId: `sbx_${p.tag}_${name}`,
        eventType: `sandbox.${name}`,
        providerSessionId: p.session,
        outcome,
        amountCents: outcome === 'succeeded' ? p.cents : null,
        currency: 'USD',
        reference: p.session,
      },
      reply.log,
    );
  const toResult = (p: Subject, reply: FastifyReply) => reply.redirect(p.resultUrl, 303);
  const card = (p: Subject, key: string, extra: Partial<MembershipSandboxPage> = {}) =>
    ({ mode: 'card', key, paymentId: p.id, title: p.title, amountUsd: toAmount(p.cents), ...extra }) as MembershipSandboxPage;

  r.get('/memberships/sandbox/:key', { config: pub, schema: { tags, summary: 'Sandbox hosted payment page for a membership (HTML)', params } }, async (request, reply) => {
    const p = await load(request.params.key, reply);
    if (!p) return reply;
    return html(reply, card(p, request.params.key));
  });

  r.post('/memberships/sandbox/:key', { config: pub, schema: { tags, summary: 'Submit the membership sandbox card form (action=pay with card_number, or action=cancel)', params, body: form } }, async (request, reply) => {
    const p = await load(request.params.key, reply);
    if (!p) return reply;
    if (request.body?.action === 'cancel') {
      await event(p, 'cancelled', 'cancelled', reply);
      return toResult(p, reply);
    }
    const cardNumber = request.body?.card_number ?? '';
    const outcome = sandboxCardOutcome(cardNumber);
    if (outcome === 'unknown') {
      return html(reply, card(p, request.params.key, { error: givingMessages.unknownTestCard, cardNumber }), 422);
    }
    if (outcome === 'requires_confirmation') {
      await event(p, 'requires_action', 'requires_action', reply);
      return html(reply, card(p, request.params.key, { mode: 'confirm' }));
    }
    await event(p, outcome === 'succeeds' ? 'succeeded' : 'failed', outcome === 'succeeds' ? 'succeeded' : 'failed', reply);
    return toResult(p, reply);
  });

  r.post('/memberships/sandbox/:key/confirm', { config: pub, schema: { tags, summary: 'Complete or fail the sandbox confirmation step (action=complete|fail)', params, body: form } }, async (request, reply) => {
    const p = await load(request.params.key, reply);
    if (!p) return reply;
    const complete = request.body?.action === 'complete';
    await event(p, complete ? 'succeeded' : 'failed', complete ? 'succeeded' : 'failed', reply);
    return toResult(p, reply);
  });

  // Stripe signs the exact bytes it sent: this route keeps the raw body with its own JSON parser.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/stripe/membership-webhook',
      { config: pub, schema: { tags, summary: 'Stripe webhook (signed) for membership payments', response: { 200: webhookResponseSchema, ...errorResponses(400, 404) } } },
      async (request) => {
        const secret = ctx.config.stripeWebhookSecret;
        if (!secret) throw notFound(givingMessages.stripeNotConfigured);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest(givingMessages.invalidSignature);
        let verified;
        try {
          verified = verifyStripeWebhook(request.body, signature, secret);
        } catch {
          throw badRequest(givingMessages.invalidSignature);
        }
        const mapped = toPaymentEvent(verified);
        if (!mapped) return ok({ received: true as const, duplicate: false, outcome: 'ignored' });
        const result = await handleMembershipEventAndNotify(ctx, mapped, request.log);
        return ok({ received: true as const, duplicate: result.duplicate, outcome: result.outcome });
      },
    );
  });
}
