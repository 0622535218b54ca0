import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  errorEnvelopeSchema,
  partnerContactCreateSchema,
  partnerMessages,
  partnerProfileResponseSchema,
  partnerProfileUpdateSchema,
  partnerRefQuerySchema,
  partnerTaxDetailCreateSchema,
} from '@goodhive/contract';
import { z } from 'zod';
import type { AppContext } from '../../../http/app-context.js';
import { countries, partnerContacts, partners, partnerTaxDetails } from '../../../db/schema/index.js';
import { notFound, validationError } from '../../../lib/errors.js';
import { PARTNER_ACCESS, resolveActingPartner } from '../partner-access.service.js';
import { requireAuth } from '../../../http/auth.js';
import { fileUrl, receiveUpload } from '../../files/uploads.js';
import { loadPartnerProfile, updatePartnerProfile } from './partner-profile.service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 413: errorEnvelopeSchema, 422: errorEnvelopeSchema };
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** The partner profile (admin-and-partner §7.4 and §7.8): organisation, bank, countries, contacts, tax details, image. */
export async function partnerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partners'];
  const allow = { allow: ['partner', 'admin'] as ('partner' | 'admin')[] };
  const profile = { 200: partnerProfileResponseSchema, ...errors };

  r.get('/partner/profile', { config: allow, schema: { tags, summary: 'The partner profile with its completeness score (own; staff: partner_id)', querystring: partnerRefQuerySchema, response: profile } }, async (request) => {
    const partner = await resolveActingPartner(ctx.db, requireAuth(request), request.query.partner_id, PARTNER_ACCESS.panel);
    return { status: 'success' as const, data: await loadPartnerProfile(ctx.db, partner.id) };
  });
  r.post('/partner/profile', { config: allow, schema: { tags, summary: 'Save organisation, bank and finance details and the country lists', body: partnerProfileUpdateSchema, response: profile } }, async (request) => ({
    status: 'success' as const,
    message: partnerMessages.profileSaved,
    data: await updatePartnerProfile(ctx.db, requireAuth(request), request.body),
  }));

  r.post('/user/org-image', { config: allow, schema: { tags, summary: 'Upload the organisation image (multipart image; PNG, JPEG, WebP or GIF)', querystring: partnerRefQuerySchema, consumes: ['multipart/form-data'], response: profile } }, async (request) => {
    const auth = requireAuth(request);
    const partner = await resolveActingPartner(ctx.db, auth, request.query.partner_id, PARTNER_ACCESS.panel);
    const file = await receiveUpload(request, { db: ctx.db, storage: ctx.storage, maxBytes: ctx.config.uploads.maxBytes }, auth.userId, 'org-image');
    await ctx.db.update(partners).set({ org_image: fileUrl(file), updated_at: new Date(), updated_by: auth.userId }).where(eq(partners.id, partner.id));
    return { status: 'success' as const, message: partnerMessages.imageSaved, data: await loadPartnerProfile(ctx.db, partner.id) };
  });

  r.post('/user/contact', { config: allow, schema: { tags, summary: 'Add a contact person', body: partnerContactCreateSchema, response: profile } }, async (request) => {
    const auth = requireAuth(request);
    const { partner_id, ...contact } = request.body;
    const partner = await resolveActingPartner(ctx.db, auth, partner_id, PARTNER_ACCESS.panel);
    await ctx.db.insert(partnerContacts).values({ ...contact, title: contact.title || null, position: contact.position || null, phone: contact.phone || null, partner_id: partner.id, created_by: auth.userId });
    return { status: 'success' as const, message: partnerMessages.contactAdded, data: await loadPartnerProfile(ctx.db, partner.id) };
  });
  r.delete('/user/contact/:id', { config: allow, schema: { tags, summary: 'Remove a contact person', params: idParams, querystring: partnerRefQuerySchema, response: profile } }, async (request) => {
    const partner = await resolveActingPartner(ctx.db, requireAuth(request), request.query.partner_id, PARTNER_ACCESS.panel);
    const removed = await ctx.db
      .delete(partnerContacts)
      .where(and(eq(partnerContacts.id, request.params.id), eq(partnerContacts.partner_id, partner.id)))
      .returning({ id: partnerContacts.id });
    if (!removed.length) throw notFound('Contact not found.');
    return { status: 'success' as const, message: partnerMessages.contactRemoved, data: await loadPartnerProfile(ctx.db, partner.id) };
  });

  r.post('/user/addTaxDetails', { config: allow, schema: { tags, summary: 'Add tax details for a country', body: partnerTaxDetailCreateSchema, response: profile } }, async (request) => {
    const auth = requireAuth(request);
    const { partner_id, ...tax } = request.body;
    const partner = await resolveActingPartner(ctx.db, auth, partner_id, PARTNER_ACCESS.panel);
    const [country] = await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.id, tax.country_id));
    if (!country) throw validationError({ country_id: [partnerMessages.unknownCountry] });
    await ctx.db.insert(partnerTaxDetails).values({ ...tax, partner_id: partner.id, created_by: auth.userId });
    return { status: 'success' as const, message: partnerMessages.taxAdded, data: await loadPartnerProfile(ctx.db, partner.id) };
  });
  r.delete('/user/removeTaxDetails/:id', { config: allow, schema: { tags, summary: 'Remove tax details', params: idParams, querystring: partnerRefQuerySchema, response: profile } }, async (request) => {
    const partner = await resolveActingPartner(ctx.db, requireAuth(request), request.query.partner_id, PARTNER_ACCESS.panel);
    const removed = await ctx.db
      .delete(partnerTaxDetails)
      .where(and(eq(partnerTaxDetails.id, request.params.id), eq(partnerTaxDetails.partner_id, partner.id)))
      .returning({ id: partnerTaxDetails.id });
    if (!removed.length) throw notFound('Tax details not found.');
    return { status: 'success' as const, message: partnerMessages.taxRemoved, data: await loadPartnerProfile(ctx.db, partner.id) };
  });
}
