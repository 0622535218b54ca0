import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@goodhive/contract';
import { AppError } from '../lib/errors.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app: fingerprinted files under /assets with immutable caching, and index.html for every
 * other GET that no route answers, so React Router decides what to show. The build can be missing (never built,
 * or being rebuilt during a deploy): pages then answer 503 in the JSON envelope instead of a broken page.
 * Unknown /api paths answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null) {
  if (webDist && fs.existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (vite-precompress); a browser that accepts them gets those.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those files never change.
        const isFingerprinted = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // A missing fingerprinted file is a real 404 (a stale tab asking for an old chunk), never the app page.
    const isPage = !isApiPath(request.url) && !request.url.startsWith('/assets/') && (request.method === 'GET' || request.method === 'HEAD');
    if (!isPage || webDist === null) return reply.status(404).send({ status: 'error', message: messages.routeNotFound });
    let html: Buffer;
    try {
      html = await fs.promises.readFile(path.join(webDist, 'index.html'));
    } catch {
      throw new AppError(503, messages.webAppUnavailable);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
