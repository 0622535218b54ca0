import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  partnerContactCreateSchema,
  partnerMessages,
  partnerProfileResponseSchema,
  partnerProfileUpdateSchema,
  partnerRefQuerySchema,
  partnerTaxDetailCreateSchema,
} from '@goodhive/contract';
import { z } from 'zod';
import type { AppContext } from '../../../http/app-context.js';
import { PARTNER_ACCESS, resolveActingPartner } from '../../accounts/index.js';
import { requireAuth } from '../../../http/auth.js';
import { errorResponses, ok } from '../../../http/envelope.js';
import { fileUrl, receiveUpload } from '../../files/index.js';
import { addContact, addTaxDetails, loadPartnerProfile, removeContact, removeTaxDetails, setOrgImage, updatePartnerProfile } from './partner-profile.service.js';

const errors = errorResponses(401, 403, 404, 413, 422);
const idParams = z.object({ id: z.coerce.number().int().positive() });

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

  r.post('/user/addTaxDetails', { config: allow, schema: { tags, summary: 'Add tax details for a country', body: partnerTaxDetailCreateSchema, response: profile } }, async (request) => {
    const auth = requireAuth(request);
    const { partner_id, ...tax } = request.body;
    const partner = await resolveActingPartner(ctx.db, auth, partner_id, PARTNER_ACCESS.panel);
    await addTaxDetails(ctx.db, partner.id, tax, auth.userId);
    return ok(await loadPartnerProfile(ctx.db, partner.id), partnerMessages.taxAdded);
  });
  r.delete('/user/removeTaxDetails/:id', { config: allow, schema: { tags, summary: 'Remove tax details', params: idParams, querystring: partnerRefQuerySchema, response: profile } }, async (request) => {
    const partner = await resolveActingPartner(ctx.db, requireAuth(request), request.query.partner_id, PARTNER_ACCESS.panel);
    await removeTaxDetails(ctx.db, partner.id, request.params.id);
    return ok(await loadPartnerProfile(ctx.db, partner.id), partnerMessages.taxRemoved);
  });
}
