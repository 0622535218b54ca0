import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestCartParamsSchema,
  guestCheckoutResponseSchema,
  guestCheckoutSchema,
  guestGivingTexts,
  publicCartParamsSchema,
  publicCartResponseSchema,
  publicCartWriteSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { createPublicCart, getPublicCart, guestCheckout, replacePublicCartLines } from './guest.service.js';

/** Guest giving: public carts by key and the guest checkout, for everyone (signed in or not). */
export async function guestGivingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['guest giving'];
  const config = { public: true };

  r.get(
    '/usercart/:key/:type',
    { config, schema: { tags, summary: "A public cart: a visitor's (guest) or a member's shared cart (user, company); 404 for an unknown key", params: publicCartParamsSchema, response: { 200: publicCartResponseSchema, ...errorResponses(404, 422) } } },
    async (request) => ok(await getPublicCart(ctx.db, request.params.key, request.params.type)),
  );
  r.post(
    '/usercart',
    { config, schema: { tags, summary: "A visitor's new public cart with its lines (priced by the server)", body: publicCartWriteSchema, response: { 200: publicCartResponseSchema, ...errorResponses(422) } } },
    async (request) => ok(await createPublicCart(ctx.db, request.body.lines), guestGivingTexts.cartSaved),
  );
  r.put(
    '/usercart/:key/guest',
    { config, schema: { tags, summary: "Replace a visitor's public cart's lines (anyone holding the key)", params: guestCartParamsSchema, body: publicCartWriteSchema, response: { 200: publicCartResponseSchema, ...errorResponses(404, 422) } } },
    async (request) => ok(await replacePublicCartLines(ctx.db, request.params.key, request.body.lines)),
  );
  r.post(
    '/guest/checkout',
    { config, schema: { tags, summary: "Check a visitor's public cart out as a guest (name, e-mail, country); answers the payment page", body: guestCheckoutSchema, response: { 200: guestCheckoutResponseSchema, ...errorResponses(404, 409, 422) } } },
    async (request) => ok(await guestCheckout(ctx.db, ctx.config, request.log, request.body)),
  );
}
