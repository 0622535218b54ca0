import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies with Fastify's own safe parser, except that an empty body counts as no body: common clients send
 * `Content-Type: application/json` on every call, also on a DELETE or POST that takes nothing. A call that does
 * need a body still gets a 422 from its schema.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });
}
