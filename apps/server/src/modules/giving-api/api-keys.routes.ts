import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminApiKeyListResponseSchema,
  adminRevokeApiKeySchema,
  adminUserParamsSchema,
  apiKeyListResponseSchema,
  apiKeyParamsSchema,
  apiKeyResponseSchema,
  createApiKeySchema,
  createdApiKeyResponseSchema,
  givingApiMessages as m,
} from '@goodhive/contract';
import { z } from 'zod';
import type { AppContext } from '../../http/app-context.js';
import { requireAuth } from '../../http/auth.js';
import { errorResponses, ok } from '../../http/envelope.js';
import * as service from './api-keys.service.js';

const errors = errorResponses(401, 403, 404, 409, 422);
const adminKeyResponse = z.object({ status: z.literal('success'), message: z.string(), data: adminApiKeyListResponseSchema.shape.data.element });

/** The key screens: a company admin's keys at /developers, and the staff's view of a user's companies' keys. */
export async function apiKeyRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['developers'];
  const business = { allow: ['business' as const] };

  r.get('/developers/keys', { config: business, schema: { tags, summary: "The company's API keys, revoked ones too, newest first (owners and admins acting for the company)", response: { 200: apiKeyListResponseSchema, ...errors } } }, async (request) =>
    ok(await service.listKeys(db, requireAuth(request))),
  );
  r.post(
    '/developers/keys',
    { config: business, schema: { tags, summary: 'A new API key: name, live or test, scopes. The secret is in this answer only', body: createApiKeySchema, response: { 200: createdApiKeyResponseSchema, ...errors } } },
    async (request) => ok(await service.createKey(db, requireAuth(request), request.body), m.keyCreated),
  );
  r.post(
    '/developers/keys/:id/revoke',
    { config: business, schema: { tags, summary: 'Revokes an API key: it answers 401 from now on', params: apiKeyParamsSchema, response: { 200: apiKeyResponseSchema, ...errors } } },
    async (request) => ok(await service.revokeKey(db, requireAuth(request), request.params.id), m.keyRevoked),
  );

  const staff = { allow: ['admin' as const] };
  r.get(
    '/admin/users/:id/api-keys',
    { config: staff, schema: { tags, summary: "Staff: the API keys of every company the user belongs to", params: adminUserParamsSchema, response: { 200: adminApiKeyListResponseSchema, ...errors } } },
    async (request) => ok(await service.listUserKeys(db, request.params.id)),
  );
  r.post(
    '/admin/api-keys/:id/revoke',
    { config: staff, schema: { tags, summary: 'Staff: revokes an API key, with a reason (audited)', params: apiKeyParamsSchema, body: adminRevokeApiKeySchema, response: { 200: adminKeyResponse, ...errors } } },
    async (request) => ok(await service.revokeKeyAsStaff(db, requireAuth(request), request.params.id, request.body.reason, request.ip), m.keyRevoked),
  );
}
