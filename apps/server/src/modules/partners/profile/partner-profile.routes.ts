import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerContactCreateSchema, partnerMessages, partnerProfileResponseSchema, partnerProfileUpdateSchema, partnerRefQuerySchema, partnerTaxDetailCreateSchema, accountChoiceSchema, billingAccountQuerySchema, billingMessages, removedResponseSchema, taxDetailResponseSchema, idSchema } from '@goodhive/contract';
import { z } from 'zod';
import type { AppContext } from '../../../http/app-context.js';
import { PARTNER_ACCESS, resolveActingPartner } from '../../accounts/index.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { addTaxDetail, removeTaxDetail } from '../../billing/index.js';
import { fileUrl, receiveUpload } from '../../files/index.js';
import { addContact, addTaxDetails, loadPartnerProfile, removeContact, removeTaxDetails, setOrgImage, updatePartnerProfile } from './partner-profile.service.js';

const errors = errorResponses(401, 403, 404, 413, 422);

/** A tax detail as a partner or a member sends it; each audience's service checks what is required, with its own messages. */
const taxDetailCreateBodySchema = partnerTaxDetailCreateSchema.partial({ country_id: true }).extend({
  tax_type: z.string().trim().max(64),
  tax_number: z.string().trim().max(64),
  account: accountChoiceSchema,
  company_id: idSchema.optional(),
});
const taxDetailRefQuerySchema = billingAccountQuerySchema.extend({ partner_id: idSchema.optional() });
const idParams = z.object({ id: idSchema });

/** The partner's /profile screen and its completeness score: organisation, bank, countries, contacts, tax details, image. */
export async function partnerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partners'];
  const allow = { allow: ['partner', 'admin'] as ('partner' | 'admin')[] };
  const profile = { 200: partnerProfileResponseSchema, ...errors };

  r.get('/partner/profile', { config: allow, schema: { tags, summary: 'The partner profile with its completeness score (own; staff: partner_id)', querystring: partnerRefQuerySchema, response: profile } }, async (request) => {
    const partner = await resolveActingPartner(ctx.db, requireAuth(request), request.query.partner_id, PARTNER_ACCESS.panel);
    return ok(await loadPartnerProfile(ctx.db, partner.id));
  });
  r.post('/partner/profile', { config: allow, schema: { tags, summary: 'Save organisation, bank and finance details and the country lists', body: partnerProfileUpdateSchema, response: profile } }, async (request) => ok(await updatePartnerProfile(ctx.db, requireAuth(request), request.body), partnerMessages.profileSaved));

  r.post('/user/org-image', { config: allow, schema: { tags, summary: 'Upload the organisation image (multipart image; PNG, JPEG, WebP or GIF)', querystring: partnerRefQuerySchema, consumes: ['multipart/form-data'], response: profile } }, async (request) => {
    const auth = requireAuth(request);
    const partner = await resolveActingPartner(ctx.db, auth, request.query.partner_id, PARTNER_ACCESS.panel);
    const file = await receiveUpload(request, { db: ctx.db, storage: ctx.storage, maxBytes: ctx.config.uploads.maxBytes }, auth.userId, 'org-image');
    await setOrgImage(ctx.db, partner.id, fileUrl(file), auth.userId);
    return ok(await loadPartnerProfile(ctx.db, partner.id), partnerMessages.imageSaved);
  });

  r.post('/user/contact', { config: allow, schema: { tags, summary: 'Add a contact person', body: partnerContactCreateSchema, response: profile } }, async (request) => {
    const auth = requireAuth(request);
    const { partner_id, ...contact } = request.body;
    const partner = await resolveActingPartner(ctx.db, auth, partner_id, PARTNER_ACCESS.panel);
    await addContact(ctx.db, partner.id, contact, auth.userId);
    return ok(await loadPartnerProfile(ctx.db, partner.id), partnerMessages.contactAdded);
  });
  r.delete('/user/contact/:id', { config: allow, schema: { tags, summary: 'Remove a contact person', params: idParams, querystring: partnerRefQuerySchema, response: profile } }, async (request) => {
    const partner = await resolveActingPartner(ctx.db, requireAuth(request), request.query.partner_id, PARTNER_ACCESS.panel);
    await removeContact(ctx.db, partner.id, request.params.id);
    return ok(await loadPartnerProfile(ctx.db, partner.id), partnerMessages.contactRemoved);
  });

  // The spec's tax-detail calls serve two audiences at one address: a partner's (or staff's for a partner) tax
  // details answer the partner profile; a member's answer the tax detail of their giving account (billing module).
  const taxAllow = { allow: ['partner', 'admin', 'business'] as ('partner' | 'admin' | 'business')[] };
  r.post(
    '/user/addTaxDetails',
    {
      config: taxAllow,
      schema: {
        tags,
        summary: "Add tax details: a partner's for a country (answers the profile), or a member's giving account's (answers the tax detail)",
        body: taxDetailCreateBodySchema,
        response: { 200: z.union([partnerProfileResponseSchema, taxDetailResponseSchema]), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { partner_id, account, company_id, ...tax } = request.body;
      if (auth.userType === 'business') return ok(await addTaxDetail(ctx.db, auth, { ...tax, account, company_id }), billingMessages.taxAdded);
      return ok(await addTaxDetails(ctx.db, auth, { ...tax, partner_id }), partnerMessages.taxAdded);
    },
  );
  r.delete(
    '/user/removeTaxDetails/:id',
    {
      config: taxAllow,
      schema: {
        tags,
        summary: "Remove tax details: a partner's (answers the profile) or a member's giving account's (answers its id)",
        params: idParams,
        querystring: taxDetailRefQuerySchema,
        response: { 200: z.union([partnerProfileResponseSchema, removedResponseSchema]), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { partner_id, ...ref } = request.query;
      if (auth.userType === 'business') return ok(await removeTaxDetail(ctx.db, auth, request.params.id, ref), billingMessages.taxRemoved);
      return ok(await removeTaxDetails(ctx.db, auth, partner_id, request.params.id), partnerMessages.taxRemoved);
    },
  );
}
