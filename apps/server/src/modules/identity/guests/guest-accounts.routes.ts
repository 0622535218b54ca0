import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guestClaimResponseSchema, guestClaimSchema, guestGivingTexts } from '@goodhive/contract';
import type { AppContext } from '../../../http/app-context.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { claimGuestAccount } from './guest-accounts.service.js';

/** Claiming a guest's giving into a new personal account (the link in the guest's receipt). */
export async function guestAccountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/guest/claim',
    {
      config: { public: true },
      schema: { tags: ['guest giving'], summary: "Claim a guest's giving into a new personal account (the receipt's link; once)", body: guestClaimSchema, response: { 200: guestClaimResponseSchema, ...errorResponses(422) } },
    },
    async (request) => ok(await claimGuestAccount(ctx.db, request.body), guestGivingTexts.claimed),
  );
}
