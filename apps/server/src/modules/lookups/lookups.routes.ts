import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoriesResponseSchema,
  countriesResponseSchema,
  countryIdParamsSchema,
  impactCategoriesResponseSchema,
  industriesResponseSchema,
  roleGroupsResponseSchema,
  rolesResponseSchema,
  statesResponseSchema,
  visitorCountryResponseSchema,
} from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { createJsonCache } from '../../http/cached-json.js';
import { errorResponses, ok } from '../../http/envelope.js';
import { notFound } from '../../lib/errors.js';
import * as lookups from './lookups.service.js';

const errors = errorResponses(401, 403, 404, 422);

/** Reference data for forms (countries, states, industries, categories, roles). Country, state, industry and category lists are public. */
export async function lookupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pub = { public: true };
  const tags = ['lookups'];
  // The public lists are seeded with the database and never change while the server runs.
  const cached = createJsonCache(3600);

  r.get('/app/countries', { config: pub, schema: { tags, response: { 200: countriesResponseSchema } } }, (request, reply) =>
    cached(request, reply, 'countries', countriesResponseSchema, async () => ok(await lookups.findCountries(ctx.db))),
  );
  r.get(
    '/app/visitor-country',
    {
      config: pub,
      schema: { tags, summary: "The visitor's country from the load balancer's country header, when preselection is on", response: { 200: visitorCountryResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!ctx.config.visitorCountry.preselect) return ok({ code: null });
      const raw = request.headers[ctx.config.visitorCountry.header];
      const code = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase() ?? '';
      // Only a country we list is preselected; CDNs send XX or T1 for unknown and Tor addresses.
      const known = /^[A-Z]{2}$/.test(code) && (await lookups.findCountryByCode(ctx.db, code));
      return ok({ code: known ? code : null });
    },
  );
  r.get(
    '/app/states/:id',
    { config: pub, schema: { tags, params: countryIdParamsSchema, response: { 200: statesResponseSchema, ...errors } } },
    async (request, reply) => {
      const country = await lookups.findCountry(ctx.db, request.params.id);
      if (!country) throw notFound('Country not found.');
      return cached(request, reply, `states:${country.id}`, statesResponseSchema, async () => ok(await lookups.findStatesOfCountry(ctx.db, country.id)));
    },
  );
  r.get('/app/industries', { config: pub, schema: { tags, response: { 200: industriesResponseSchema } } }, (request, reply) =>
    cached(request, reply, 'industries', industriesResponseSchema, async () => ok(await lookups.findIndustries(ctx.db))),
  );
  r.get('/app/categories', { config: pub, schema: { tags, response: { 200: categoriesResponseSchema } } }, (request, reply) =>
    cached(request, reply, 'categories', categoriesResponseSchema, async () => ok(await lookups.findCategories(ctx.db))),
  );
  r.get('/app/impact-categories', { config: pub, schema: { tags, response: { 200: impactCategoriesResponseSchema } } }, (request, reply) =>
    cached(request, reply, 'impact-categories', impactCategoriesResponseSchema, async () => ok(await lookups.findImpactCategories(ctx.db))),
  );

  // Role lists feed the admin user filters: staff only.
  r.get('/role/get-all', { config: { allow: ['admin'] }, schema: { tags, response: { 200: rolesResponseSchema, ...errors } } }, async () =>
    ok({ data: await lookups.findRolesWithGroups(ctx.db) }),
  );
  r.get(
    '/role/get-by-groups',
    { config: { allow: ['admin'] }, schema: { tags, response: { 200: roleGroupsResponseSchema, ...errors } } },
    async () => {
      const rolesWithGroups = await lookups.findRolesWithGroups(ctx.db);
      const groups = new Map<number, { id: number; name: string; slug: string; roles: { id: number; name: string; slug: string }[] }>();
      for (const { group, ...role } of rolesWithGroups) {
        const entry = groups.get(group.id) ?? { ...group, roles: [] };
        entry.roles.push(role);
        groups.set(group.id, entry);
      }
      return ok([...groups.values()].sort((a, b) => a.id - b.id));
    },
  );
}
