import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '@goodhive/contract';
import { AppError } from '../lib/errors.js';
import { headTags, type PageHead } from '../modules/public-site/index.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Written by the web build (apps/web/vite-first-screen-preload.ts): the chunks the screens visitors open first need. */
const FIRST_SCREENS_FILE = 'first-screens.json';
type FirstScreen = { pattern: string; scripts: string[]; styles: string[] };

/**
 * In the web build's public files (apps/web/public): on a page the server paints first, it starts the app once that
 * paint is on screen, from the entry and first screen files the server names on its element.
 */
const START_AFTER_PAINT_FILE = 'start-after-first-paint.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The build's first screen at this address, when there is one: its script chunks and stylesheets, which the browser
 * should fetch while the entry loads instead of after it has run. No table (an older build) or no match: none.
 */
async function firstScreenFor(webDist: string, url: string): Promise<FirstScreen | null> {
  let screens: FirstScreen[];
  try {
    screens = (JSON.parse(await fs.promises.readFile(path.join(webDist, FIRST_SCREENS_FILE), 'utf8')) as { screens: FirstScreen[] }).screens;
  } catch {
    return null;
  }
  const pathname = url.split(/[?#]/)[0]!;
  return screens.find((candidate) => new RegExp(candidate.pattern).test(pathname)) ?? null;
}

const href = (file: string) => escapeAttribute(`/${file}`);

/** A first screen's chunks as modulepreload links and its stylesheets as preloads, for the head. */
const firstScreenLinks = (screen: FirstScreen) =>
  [
    ...screen.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...screen.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`),
  ].join('');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * On a page the server paints first: the entry script's element replaced by the start-after-first-paint script,
 * which loads the entry and the first screen's files once the prerendered content is on screen. Until then the
 * browser fetches only the page, its stylesheet, its typefaces and its picture (a slow connection shares its
 * bandwidth among the requests in flight, and a script fetched before the first paint delays it there); the
 * app, which replaces the same content, comes right after.
 */
function startAfterFirstPaint(html: string, screen: FirstScreen | null): string {
  const list = (files: string[] | undefined) => (files ?? []).map((file) => `/${file}`).join(' ');
  return html.replace(ENTRY_SCRIPT, (_tag, entry: string) =>
    [
      `<script defer src="/${START_AFTER_PAINT_FILE}" data-entry="${escapeAttribute(entry)}"`,
      ` data-modules="${escapeAttribute(list(screen?.scripts))}" data-styles="${escapeAttribute(list(screen?.styles))}"></script>`,
    ].join(''),
  );
}

/**
 * Serves the built web app: fingerprinted files under /assets with immutable caching, and index.html for every
 * other GET that no route answers, so React Router decides what to show. The build can be missing (never built,
 * or being rebuilt during a deploy): pages then answer 503 in the JSON envelope instead of a broken page.
 * Unknown /api paths answer the JSON 404. For the few screens visitors open first, index.html names that screen's
 * chunks as preloads (firstScreenLinks); a public page gets its own head and a prerendered first paint (withPageHead).
 */
/** The element the app reads a public page's texts from (features/info), so its first render needs no second read. */
const PAGE_DATA_ID = 'public-page-data';
/** JSON inside a script element: nothing in it may close the element or start a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * A public page's head and first paint written into index.html: its own title, description, Open Graph tags and
 * canonical address in place of the generic ones, its content after the boot header inside #root (the app
 * replaces it when it renders), and its texts as JSON for the app.
 */
export function withPageHead(html: string, head: PageHead): string {
  // In the generic title's place, so they come before any script of the head.
  let out = html.replace(/<meta name="description"[^>]*>/, '');
  out = /<title>[^<]*<\/title>/.test(out) ? out.replace(/<title>[^<]*<\/title>/, () => headTags(head)) : out.replace('<head>', () => `<head>${headTags(head)}`);
  if (head.body) out = out.replace('</svg><span class="boot-name">Goodhive</span></div></div>', (boot) => `${boot}<main class="boot-page">${head.body}</main>`);
  if (head.page) out = out.replace('</body>', () => `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(head.page)}</script></body>`);
  return out;
}

export type WebAppOptions = {
  /** The head of a public page at this address, or null for the app's other addresses. */
  pageHead?: (url: string) => Promise<PageHead | null>;
};

export async function registerWebApp(app: FastifyInstance, webDist: string | null, options: WebAppOptions = {}) {
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

  // The head is an extra: a database that is still starting (or failing) leaves the plain page, never a broken one.
  const pageHeadOrNull = async (url: string) => {
    try {
      return (await options.pageHead?.(url)) ?? null;
    } catch (error) {
      app.log.warn({ err: error, url }, 'the public page head could not be read');
      return null;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    // A missing fingerprinted file is a real 404 (a stale tab asking for an old chunk), never the app page.
    const isPage = !isApiPath(request.url) && !request.url.startsWith('/assets/') && (request.method === 'GET' || request.method === 'HEAD');
    if (!isPage || webDist === null) return reply.status(404).send({ status: 'error', message: messages.routeNotFound });
    let html: string;
    try {
      html = await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8');
    } catch {
      throw new AppError(503, messages.webAppUnavailable);
    }
    const head = await pageHeadOrNull(request.url);
    const screen = await firstScreenFor(webDist, request.url);
    // A page the server paints first (its content in the HTML) does not wait for the app's scripts to show it: they
    // load once it is on screen (startAfterFirstPaint). Elsewhere the first paint is the app's, and its scripts and
    // the first screen's chunks load at once, in parallel. An older build without the start script: as elsewhere.
    const startsAfterPaint = Boolean(head?.body) && (await fs.promises.access(path.join(webDist, START_AFTER_PAINT_FILE)).then(() => true, () => false));
    if (startsAfterPaint) html = startAfterFirstPaint(html, screen);
    else if (screen) html = html.replace('</head>', `${firstScreenLinks(screen)}</head>`);
    if (head) html = withPageHead(html, head);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
