import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GIVING_API_BODY_LIMIT, GIVING_API_ENDPOINTS, GIVING_API_MODE_HEADER, givingApiMessages as m, type ApiKeyScope, type GivingApiEndpoint } from '@goodhive/contract';
import type { AppContext } from '../../http/app-context.js';
import { errorResponses, ok, okBody } from '../../http/envelope.js';
import { AppError, forbidden } from '../../lib/errors.js';
import { authenticateKey, checkModeHeader, checkScopes, countCall, type ApiCaller } from './api-auth.service.js';
import { claim, idempotencyKeyOf, remember, requestHash } from './idempotency.service.js';
import { buildOpenApiDocument } from './openapi.js';
import * as service from './public-api.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null;
    /** The request's Idempotency-Key (writes). */
    idempotencyKey: string | null;
    /** True once this request holds its Idempotency-Key as the first of it: its answer is then kept for retries. */
    idempotencyHeld: boolean;
  }
  interface FastifyContextConfig {
    /** A Giving API call: authenticated by an API key (the session hook leaves it alone). */
    apiKey?: { scopes: readonly ApiKeyScope[]; liveOnly: boolean; idempotency: 'generic' | 'own' | null };
  }
}

const caller = (request: FastifyRequest) => request.apiCaller!;
const endpoint = (operationId: string) => GIVING_API_ENDPOINTS.find((e) => e.operationId === operationId)!;
/** Fastify's path form of an endpoint ({id} → :id). */
const routePath = (e: GivingApiEndpoint) => e.path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The Giving API under /api/public/v1: API keys (never session tokens) in `Authorization: Bearer`, a rate limit
 * per key with RateLimit headers, scopes, live and test mode, and an Idempotency-Key on every write.
 */
export async function publicApiRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const deps = { db, config, log: app.log };
  app.decorateRequest('apiCaller', null);
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotencyHeld', false);

  app.addHook('onRequest', async (request, reply) => {
    const options = request.routeOptions.config.apiKey;
    if (!options) return;
    const found = await authenticateKey(db, request.headers.authorization);
    const state = await countCall(db, found, config.rateLimitScale);
    reply.header('ratelimit-policy', `"per-key";q=${state.limit};w=${state.windowSeconds}`);
    reply.header('ratelimit', `"per-key";r=${state.remaining};t=${state.resetSeconds}`);
    if (state.exceeded) {
      reply.header('retry-after', String(state.resetSeconds));
      throw new AppError(429, m.rateLimited);
    }
    checkModeHeader(found, request.headers[GIVING_API_MODE_HEADER]);
    checkScopes(found, options.scopes);
    if (options.liveOnly && found.mode !== 'live') throw forbidden(m.liveKeyRequired);
    request.apiCaller = found;
    if (options.idempotency) request.idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
  });

  // A write with a key already answered gets that answer again (after its body was checked); the first request's
  // answer is kept on its way out.
  const idempotent = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.idempotencyKey!;
    const c = caller(request);
    const got = await claim(db, c.keyId, key, requestHash(request.method, request.routeOptions.url ?? '', request.params, request.body));
    if (got.kind === 'first') {
      request.idempotencyHeld = true;
      return;
    }
    reply.code(got.statusCode).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true');
    return reply.send(got.body);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    // Only the request that took the key keeps its answer: one refused before (a bad body, 413) never touches it.
    if (!request.idempotencyHeld || !request.idempotencyKey || !request.apiCaller) return payload;
    await remember(db, request.apiCaller.keyId, request.idempotencyKey, reply.statusCode, typeof payload === 'string' ? payload : JSON.stringify(payload));
    return payload;
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const optionsOf = (e: GivingApiEndpoint, idempotency: 'generic' | 'own' | null = e.idempotent ? 'generic' : null) => ({
    config: { public: true, apiKey: { scopes: e.scopes, liveOnly: Boolean(e.liveOnly), idempotency } },
    bodyLimit: e.bodyLimit ?? GIVING_API_BODY_LIMIT,
    ...(idempotency === 'generic' ? { preHandler: idempotent } : {}),
    schema: {
      tags: ['giving-api'],
      summary: e.summary,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { [e.success.status]: e.success.schema, ...errorResponses(...e.errors) },
    },
  });

  const listProjects = endpoint('listProjects');
  r.get(routePath(listProjects), optionsOf(listProjects), async (request) => okBody(await service.listProjects(db, config.appUrl, caller(request), request.query as { limit: number; page: number })));
  const getProject = endpoint('getProject');
  r.get(routePath(getProject), optionsOf(getProject), async (request) => ok(await service.readProject(db, config.appUrl, caller(request), (request.params as { id: number }).id)));

  const createGiving = endpoint('createGiving');
  r.post(routePath(createGiving), optionsOf(createGiving), async (request, reply) => {
    const giving = await service.createGiving(deps, caller(request), request.body as never, request.idempotencyKey!);
    reply.code(201);
    return ok(giving, m.givingPaid);
  });
  const getGiving = endpoint('getGiving');
  r.get(routePath(getGiving), optionsOf(getGiving), async (request) => ok(await service.readGiving(db, caller(request), (request.params as { id: number }).id)));

  const listStories = endpoint('listStories');
  r.get(routePath(listStories), optionsOf(listStories), async (request) => okBody(await service.listStories(db, caller(request), request.query as { limit: number; page: number })));
  const updateStory = endpoint('updateStory');
  r.patch(routePath(updateStory), optionsOf(updateStory), async (request) =>
    ok(await service.updateStory(db, caller(request), (request.params as { id: number }).id, (request.body as { batch_period: 'day' | 'month' }).batch_period)),
  );
  /** 202 with what was accepted; an answer given again for its Idempotency-Key says so. */
  const accepted = <T>(reply: FastifyReply, data: T, replayed: boolean, message: string) => {
    reply.code(202);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return ok(data, message);
  };
  // Events keep their own Idempotency-Key store (the event row), so accepting one is a single statement.
  const recordEvent = endpoint('recordStoryEvent');
  r.post(routePath(recordEvent), optionsOf(recordEvent, 'own'), async (request, reply) => {
    const { event, replayed } = await service.recordEvent(db, caller(request), (request.params as { id: number }).id, request.body as never, request.idempotencyKey!);
    return accepted(reply, event, replayed, m.eventAccepted);
  });
  // A batch of events: all or none in one statement, one Idempotency-Key for the batch (kept on its event rows).
  const recordEvents = endpoint('recordStoryEvents');
  r.post(routePath(recordEvents), optionsOf(recordEvents, 'own'), async (request, reply) => {
    const { batch, replayed } = await service.recordEvents(db, caller(request), (request.params as { id: number }).id, request.body as never, request.idempotencyKey!);
    return accepted(reply, batch, replayed, m.eventsAccepted);
  });

  const getImpact = endpoint('getImpact');
  r.get(routePath(getImpact), optionsOf(getImpact), async (request) => ok(await service.readImpact(db, caller(request), request.query as { from?: string; to?: string })));
  const history = endpoint('listImpactHistory');
  r.get(routePath(history), optionsOf(history), async (request) => okBody(await service.readImpactHistory(db, caller(request), request.query as never)));

  // The API's own OpenAPI document, for everyone (the docs page and client generators read it).
  let document: string | null = null;
  r.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument({ serverUrl: new URL('/api/public/v1', config.appUrl).toString(), version: ctx.version }));
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'public, max-age=300');
    return reply.send(document);
  });
}
