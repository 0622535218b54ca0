import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ECARD_TEMPLATES,
  cartOwnerSchema,
  cartQuerySchema,
  cartRequestSchema,
  cartResponseSchema,
  cartShareResponseSchema,
  checkIsInCartResponseSchema,
  checkIsInCartSchema,
  ecardPreviewQuerySchema,
  ecardTemplatesResponseSchema,
  groupParamsSchema,
  sharedCartParamsSchema,
  sharedCartResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import * as service from './cart.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** The giving cart: one per personal account and one per company. */
export async function cartRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  r.get(
    '/cart',
    { config: { downgraded: 'allow' as const }, schema: { tags, summary: 'The giving cart of the account the caller acts as; account=user|company or company_id picks another', querystring: cartQuerySchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ok(await service.getCart(ctx.db, requireAuth(request), request.query)),
  );
  r.post(
    '/cart',
    { schema: { tags, summary: 'Add, update, remove, clear or set the e-card (op)', body: cartRequestSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => {
      const { message, cart } = await service.changeCart(ctx.db, requireAuth(request), request.body);
      return ok(cart, message);
    },
  );
  r.post(
    '/cart/post/:id',
    { schema: { tags, summary: 'Put the impacts of an earlier contribution group back into the cart', params: groupParamsSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => {
      const { message, cart } = await service.restoreFromGroup(ctx.db, requireAuth(request), request.params.id);
      return ok(cart, message);
    },
  );
  r.post(
    '/story/checkIsInCart',
    { schema: { tags, summary: 'Whether a project or story is in the cart', body: checkIsInCartSchema, response: { 200: checkIsInCartResponseSchema, ...errors } } },
    async (request) => ok(await service.checkIsInCart(ctx.db, requireAuth(request), request.body)),
  );

  r.get(
    '/cart/ecard-templates',
    { config: { public: true }, schema: { tags, summary: 'Gift e-card templates', response: { 200: ecardTemplatesResponseSchema } } },
    async () => ok(ECARD_TEMPLATES.map((t) => ({ ...t }))),
  );
  r.get(
    '/cart/preview-ecard',
    { schema: { tags, summary: 'Preview of the gift e-card (SVG image)', querystring: ecardPreviewQuerySchema, response: { 200: z.string().describe('image/svg+xml'), ...errorResponses(401, 422) } } },
    async (request, reply) => {
      const { current_template_id, msg, recipient_name } = request.query;
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-disposition', 'inline; filename="ecard-preview.svg"')
        .header('cache-control', 'no-store')
        .send(service.previewEcard(current_template_id, msg, recipient_name));
    },
  );

  r.post(
    '/cart/share',
    { schema: { tags, summary: 'A read-only link to the cart: /usercart/{key}/{type}', body: cartOwnerSchema.optional(), response: { 200: cartShareResponseSchema, ...errors } } },
    async (request) => ok(await service.shareCart(ctx.db, requireAuth(request), request.body ?? {})),
  );
  r.delete(
    '/cart/share',
    { schema: { tags, summary: 'Stop sharing the cart', querystring: cartOwnerSchema, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ok(await service.unshareCart(ctx.db, requireAuth(request), request.query)),
  );
  r.get(
    '/cart/shared/:key/:type',
    { config: { public: true }, schema: { tags, summary: 'A shared cart (public)', params: sharedCartParamsSchema, response: { 200: sharedCartResponseSchema, ...errors } } },
    async (request) => ok(await service.getSharedCart(ctx.db, request.params.key, request.params.type)),
  );
  r.post(
    '/cart/shared/:key/:type/copy',
    { schema: { tags, summary: "Add a shared cart's impacts to your cart", params: sharedCartParamsSchema, body: cartOwnerSchema.optional(), response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ok(await service.copySharedCart(ctx.db, requireAuth(request), request.params.key, request.params.type, request.body ?? {})),
  );
}
