import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { WIDGET_KINDS, type WidgetKind } from '@goodhive/contract';

/**
 * Widget pages may be framed by any website (that is what they are for), so they get their own policy
 * instead of the app's frame-ancestors 'self'. They run only our own script and talk only to our API.
 */
const WIDGET_CSP = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

function allowEmbedding(reply: FastifyReply) {
  reply.removeHeader('x-frame-options');
  reply.header('content-security-policy', WIDGET_CSP);
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * Serves the widget build (apps/web/dist-widget): the widget pages under /frontgivingwidget/... and the
 * embed script and assets under /widget/. Without a build, the widget pages answer 404.
 */
export async function widgetPageRoutes(app: FastifyInstance, widgetDist: string | null) {
  const pageFile = widgetDist ? path.join(widgetDist, 'widget.html') : null;
  const page = pageFile && fs.existsSync(pageFile) ? fs.readFileSync(pageFile) : null;
  if (!page || !widgetDist) return;

  await app.register(fastifyStatic, {
    root: widgetDist,
    prefix: '/widget/',
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz copies (vite-precompress); a browser that accepts them gets those.
    preCompressed: true,
    decorateReply: false,
    setHeaders(res, filePath) {
      const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
      // The embed script keeps its name so embed codes never change; it is re-checked every few minutes.
      res.setHeader('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const isKind = (kind: string): kind is WidgetKind => (WIDGET_KINDS as readonly string[]).includes(kind);
  const serve = (kind: string, reply: FastifyReply) => {
    allowEmbedding(reply);
    if (!isKind(kind)) return reply.code(404).type('text/plain; charset=utf-8').send('This widget does not exist.');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  };
  app.get<{ Params: { kind: string; key: string } }>('/frontgivingwidget/:kind/:key', (request, reply) => serve(request.params.kind, reply));
  app.get<{ Params: { kind: string; key: string; member: string } }>('/frontgivingwidget/:kind/:key/:member', (request, reply) =>
    serve(request.params.kind, reply),
  );
}
