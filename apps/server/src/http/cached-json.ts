import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

type Entry = { body: Buffer; etag: string; cacheControl: string };

/**
 * Answers that never change while the server runs (reference lists seeded with the database): each is read
 * and serialized once per app, then served from memory with an ETag, and a browser that already holds it gets
 * a 304 without a body. `maxAgeSeconds` lets browsers and CDNs keep it for a while without asking.
 */
export function createJsonCache(maxAgeSeconds: number) {
  const entries = new Map<string, Promise<Entry>>();

  async function entryOf(key: string, schema: ZodType, load: () => Promise<unknown>): Promise<Entry> {
    let entry = entries.get(key);
    if (!entry) {
      entry = load().then((answer) => {
        // Shaped by the route's answer schema once, exactly as the serializer does for every other answer.
        // Kept as bytes, so a request costs no encoding of the text.
        const body = Buffer.from(JSON.stringify(schema.parse(answer)));
        return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`, cacheControl: `public, max-age=${maxAgeSeconds}` };
      });
      // A failed read is not kept: the next request tries again.
      entry.catch(() => entries.delete(key));
      entries.set(key, entry);
    }
    return entry;
  }

  /** Sends the answer `load` gives (the whole envelope, shaped by `schema`), from memory after the first time. */
  return async function sendCached(request: FastifyRequest, reply: FastifyReply, key: string, schema: ZodType, load: () => Promise<unknown>) {
    const { body, etag, cacheControl } = await entryOf(key, schema, load);
    reply.header('etag', etag).header('cache-control', cacheControl);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
