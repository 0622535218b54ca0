// Security headers on every answer (CSP, frame options, HSTS, no sniffing, ...). helmet decides the headers from
// the options once, at start; each request then only copies the finished list onto the reply, instead of
// rebuilding helmet's middleware and re-parsing the CSP directives per request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, found by running its middleware once against a recording response. */
export function securityHeadersOf(options: HelmetOptions): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return [...headers];
}

/** Sets the security headers on every reply of `app`; a route may still change one (the widget pages' CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet does: a route's own reply.header() or a static file's setHeaders wins.
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
