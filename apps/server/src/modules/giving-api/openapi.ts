import {
  API_KEY_SCOPES,
  API_KEY_SCOPE_LABELS,
  GIVING_API_BATCH_BODY_LIMIT,
  GIVING_API_BODY_LIMIT,
  GIVING_API_ENDPOINTS,
  GIVING_API_MODE_HEADER,
  GIVING_API_RATE_LIMIT,
  IDEMPOTENCY_KEY_TTL_HOURS,
  givingApiErrorSchema,
} from '@goodhive/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const bodyTooLargeText = (limit: number) => `The body is larger than ${limit / 1024} kB`;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  400: 'Malformed request, or a missing or invalid Idempotency-Key or Goodhive-Mode header',
  401: 'No API key, an unknown one or a revoked one',
  402: 'The giving could not be paid; it is kept as failed and its reason is in the message',
  403: 'The key lacks the scope, or is of the other mode than the call needs',
  404: 'Not found, or not the company\u2019s',
  409: 'Conflict: an Idempotency-Key reused with another request, or the story is not taking giving',
  413: bodyTooLargeText(GIVING_API_BODY_LIMIT),
  422: 'Validation failed: the field errors are in errors',
  429: 'Rate limited: wait for the window to reset (RateLimit and Retry-After headers)',
};

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

const description = [
  'The Goodhive Giving API: your shop, CRM or billing system gives impact and records business events without anyone clicking.',
  '',
  '**Keys.** A company owner or admin creates keys at /developers. Send one as `Authorization: Bearer <key>`. A live key (`gh_live_…`) gives for real and pays; a test key (`gh_test_…`) acts on the test ledger: the same answers, never charged, never in impact views, certificates or remittances. A call without a key, with an unknown or a revoked one answers 401. Send `Goodhive-Mode: live` (or `test`) to have a key of the other mode refused (403).',
  '',
  `**Scopes.** ${API_KEY_SCOPES.map((s) => `\`${s}\` ${API_KEY_SCOPE_LABELS[s].label.toLowerCase()}: ${API_KEY_SCOPE_LABELS[s].description.replace(/\.$/, '')}`).join('. ')}. A key without the scope a call needs answers 403.`,
  '',
  `**Idempotency.** Every write (POST, PATCH) needs an \`Idempotency-Key\` header (1 to 255 visible characters, a UUID is best). A retry with the same key and body answers the first answer (same status and body, with \`Idempotent-Replayed: true\`) and never gives twice, also when retries arrive at the same time; the same key with another body answers 409. Keys are kept ${IDEMPOTENCY_KEY_TTL_HOURS} hours per API key.`,
  '',
  `**Rate limits.** ${GIVING_API_RATE_LIMIT.max} requests per ${GIVING_API_RATE_LIMIT.windowSeconds} seconds per key. Every answer carries \`RateLimit-Policy: "per-key";q=<limit>;w=<window seconds>\` and \`RateLimit: "per-key";r=<remaining>;t=<seconds to reset>\`; past the limit 429 with \`Retry-After\`.`,
  '',
  `**Errors** come in one envelope: \`{ "status": "error", "message": "…", "errors": { "field": ["…"] } }\`. Bodies over ${GIVING_API_BODY_LIMIT / 1024} kB (${GIVING_API_BATCH_BODY_LIMIT / 1024} kB for a batch of events) answer 413.`,
].join('\n');

/** The OpenAPI 3.1 document of the Giving API, built from the contract's endpoint table and zod schemas. */
export function buildOpenApiDocument(opts: { serverUrl: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of GIVING_API_ENDPOINTS) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['path', e.params],
      ['query', e.query],
    ] as const) {
      if (!schema) continue;
      const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, prop] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: prop, ...(prop.description ? { description: prop.description } : {}) });
      }
    }
    if (e.idempotent) parameters.push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 1, maxLength: 255 }, description: 'A new key per request; a retry sends the same one.' });
    parameters.push({ name: 'Goodhive-Mode', in: 'header', required: false, schema: { type: 'string', enum: ['live', 'test'] }, description: 'Refuse a key of the other mode (403).' });
    const responses: Record<string, unknown> = {
      [e.success.status]: {
        description: STATUS_TEXT[e.success.status],
        headers: { RateLimit: { schema: { type: 'string' } }, 'RateLimit-Policy': { schema: { type: 'string' } } },
        content: { 'application/json': { schema: schemaOf(e.success.schema, 'output'), ...(e.example ? { example: e.example.response } : {}) } },
      },
    };
    for (const code of e.errors) responses[code] = { description: (code === 413 && e.bodyLimit ? bodyTooLargeText(e.bodyLimit) : STATUS_TEXT[code]) ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    (paths[e.path] ??= {})[e.method.toLowerCase()] = {
      operationId: e.operationId,
      summary: e.summary,
      description: e.description + (e.liveOnly ? ' Live keys only.' : ''),
      tags: [e.path.split('/')[1]],
      security: [{ apiKey: [] }],
      'x-scopes': e.scopes,
      parameters,
      ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(e.body, 'input'), ...(e.example?.body ? { example: e.example.body } : {}) } } } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Goodhive Giving API', version: `v1 (${opts.version})`, description },
    servers: [{ url: opts.serverUrl }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A Goodhive API key: gh_live_… or gh_test_…' } },
      schemas: { Error: schemaOf(givingApiErrorSchema, 'output') },
    },
    security: [{ apiKey: [] }],
    'x-mode-header': GIVING_API_MODE_HEADER,
    paths,
  };
}
